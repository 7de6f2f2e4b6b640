import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredModule } from '../lib/lazy/deferred-module.ts';
import { DeferredMenuButton } from './deferred-menu-button.tsx';

afterEach(cleanup);

/** A stand-in for a Radix menu: its trigger, and its list while open. */
function RealMenu({ isOpenAtFirst }: { isOpenAtFirst: boolean }) {
  const [isOpen, setIsOpen] = useState(isOpenAtFirst);
  return (
    <>
      <button type="button" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
        Account
      </button>
      {isOpen && <ul aria-label="Account menu" />}
    </>
  );
}

function setUp() {
  let arrive: (() => void) | undefined;
  const module = deferredModule(
    () => new Promise<{ RealMenu: typeof RealMenu }>((resolve) => (arrive = () => resolve({ RealMenu }))),
  );
  render(
    <DeferredMenuButton
      module={module}
      popup="menu"
      button={{ 'aria-label': 'Account', children: 'A' }}
      render={(loaded, isOpenAtFirst) => <loaded.RealMenu isOpenAtFirst={isOpenAtFirst} />}
    />,
  );
  // The module is fetched once the page has painted (or at a press): let that happen, then deliver it.
  const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
  return {
    arrive: () =>
      act(async () => {
        await nextPaint();
        arrive?.();
      }),
  };
}

describe('DeferredMenuButton', () => {
  it('opens the real menu as it arrives when its lookalike was pressed meanwhile', async () => {
    const { arrive } = setUp();
    const lookalike = screen.getByRole('button', { name: 'Account' });
    expect(lookalike.getAttribute('aria-haspopup')).toBe('menu');
    await userEvent.click(lookalike);
    expect(screen.queryByRole('list', { name: 'Account menu' })).toBeNull();
    await arrive();
    expect(screen.getByRole('list', { name: 'Account menu' })).toBeTruthy();
  });

  it('arrives closed when nobody pressed it, and hands the lookalike’s focus to the real button', async () => {
    const { arrive } = setUp();
    screen.getByRole('button', { name: 'Account' }).focus();
    await arrive();
    const real = screen.getByRole('button', { name: 'Account' });
    expect(real.getAttribute('aria-expanded')).toBe('false');
    expect(real.getAttribute('aria-haspopup')).toBeNull();
    expect(document.activeElement).toBe(real);
  });
});
