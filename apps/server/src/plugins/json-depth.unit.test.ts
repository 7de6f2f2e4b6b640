import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from './json-depth.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('exceedsJsonDepth', () => {
  it('lets through the bodies the API takes, up to the limit', () => {
    expect(exceedsJsonDepth('{"full_phone":"+919811111111","password":"x","is_admin":true}', 2)).toBe(false);
    expect(exceedsJsonDepth('{"a":[{"b":[1,2]},{"c":{}}]}', 4)).toBe(false);
    expect(exceedsJsonDepth(nested(32), 32)).toBe(false);
    expect(exceedsJsonDepth('"just a string"', 0)).toBe(false);
  });

  it('catches a body one level too deep, with arrays or objects', () => {
    expect(exceedsJsonDepth(nested(33), 32)).toBe(true);
    expect(exceedsJsonDepth('{"a":{"b":{"c":1}}}', 2)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth(`{"text":"${'[{'.repeat(100)}"}`, 1)).toBe(false);
    expect(exceedsJsonDepth(`{"text":"a \\" [[[[ \\\\"}`, 1)).toBe(false);
    // After an escaped backslash the quote closes the string: the brackets after it count.
    expect(exceedsJsonDepth(`["a\\\\",[[[]]]]`, 3)).toBe(true);
  });

  it('answers for the 1 MiB body of 500,000 nested arrays in a few milliseconds', () => {
    const hostile = `${'['.repeat(500_000)}${']'.repeat(500_000)}`.slice(0, 1024 * 1024);
    const started = performance.now();
    expect(exceedsJsonDepth(hostile, 32)).toBe(true);
    // A flat megabyte is read to its end: still far from JSON.parse's second.
    const flat = `[${'1,'.repeat(500_000)}1]`;
    expect(exceedsJsonDepth(flat, 32)).toBe(false);
    expect(performance.now() - started).toBeLessThan(250);
  });
});
