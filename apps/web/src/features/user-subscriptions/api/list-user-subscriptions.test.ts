import { describe, expect, it } from 'vitest';
import { readSubscriptionPage } from './list-user-subscriptions.ts';

const INVALID = 'Received invalid data format from the server';

describe('readSubscriptionPage', () => {
  it('keeps a well-formed page as it is', () => {
    const page = { count: 3, next: '/api/user-subscriptions/?page=2', previous: null, results: [] };
    expect(readSubscriptionPage(page)).toEqual(page);
  });

  it('fails with SPEC’s text when results is not a list', () => {
    expect(() => readSubscriptionPage({ count: 1, results: { 0: {} } })).toThrow(INVALID);
    expect(() => readSubscriptionPage({ count: 0 })).toThrow(INVALID);
    expect(() => readSubscriptionPage(null)).toThrow(INVALID);
    expect(() => readSubscriptionPage('<html>')).toThrow(INVALID);
  });

  it('counts the rows when the count is missing', () => {
    expect(readSubscriptionPage({ results: [{}, {}] }).count).toBe(2);
  });
});
