import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { deferredModule, type DeferredModule } from './deferred-module.ts';

afterEach(cleanup);

type Greeting = { greet: (name: string) => string };

/** A module whose import the test settles by hand. */
function manualModule() {
  let attempts = 0;
  let settle: { resolve: (module: Greeting) => void; reject: (error: Error) => void } | undefined;
  const module = deferredModule(() => {
    attempts += 1;
    return new Promise<Greeting>((resolve, reject) => (settle = { resolve, reject }));
  });
  return { module, attempts: () => attempts, settle: () => settle! };
}

function Greeter({ module }: { module: DeferredModule<Greeting> }) {
  const loaded = module.useModule();
  return <p>{loaded ? loaded.greet('editor') : 'Not yet'}</p>;
}

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

describe('deferredModule', () => {
  it('is fetched only after the first paint, and every user renders again when it arrives', async () => {
    const { module, attempts, settle } = manualModule();
    render(
      <>
        <Greeter module={module} />
        <Greeter module={module} />
      </>,
    );
    expect(screen.getAllByText('Not yet')).toHaveLength(2);
    expect(attempts()).toBe(0);
    await act(nextPaint);
    expect(attempts()).toBe(1);
    await act(async () => settle().resolve({ greet: (name) => `Hello, ${name}` }));
    expect(screen.getAllByText('Hello, editor')).toHaveLength(2);
    expect(module.current()).toBeDefined();
  });

  it('fetches again on the next load after a failure', async () => {
    const { module, attempts, settle } = manualModule();
    const first = module.load();
    settle().reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = module.load();
    settle().resolve({ greet: () => 'hi' });
    await expect(second).resolves.toBeDefined();
    expect(attempts()).toBe(2);
  });

  it('joins a fetch under way instead of starting another', async () => {
    const { module, attempts, settle } = manualModule();
    const calls = [module.load(), module.load(), module.load()];
    settle().resolve({ greet: () => 'hi' });
    await Promise.all(calls);
    expect(attempts()).toBe(1);
  });
});
