import { describe, expect, it } from 'vitest';
import { DAY_MS, isoDateToDay } from './dates.ts';
import { generatePlans } from './plans.generator.ts';
import { generateSubscriptions } from './subscriptions.generator.ts';
import { generateReaders } from './users.generator.ts';

const seed = 20_250_401;
const now = new Date('2025-06-15T10:00:00Z');
const readers = generateReaders({ seed, count: 6_000, now });
const subscriptions = generateSubscriptions({ seed, now, readers, plans: generatePlans(now) });

describe('demo subscriptions', () => {
  it('is the same for the same seed and clock', () => {
    expect(generateSubscriptions({ seed, now, readers, plans: generatePlans(now) })).toEqual(subscriptions);
  });

  it('dates a cancellation after the payment, before the end and before now; only cancelled ones have one', () => {
    const cancelled = subscriptions.filter((s) => s.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThan(subscriptions.length * 0.05);
    for (const s of subscriptions) {
      if (s.status !== 'cancelled') {
        expect(s.cancelledAt).toBeNull();
        continue;
      }
      const at = s.cancelledAt?.getTime() ?? Number.NaN;
      expect(at).toBeGreaterThanOrEqual(s.createdAt.getTime());
      expect(at).toBeLessThanOrEqual(Math.min(now.getTime(), (isoDateToDay(s.endDate) + 1) * DAY_MS));
    }
  });

  it("stops a suspended reader's payments at the suspension, which cancels the one running then", () => {
    const byPhone = new Map(readers.map((reader) => [reader.phone, reader]));
    let cancelledBySuspension = 0;
    for (const s of subscriptions) {
      const reader = byPhone.get(s.userPhone);
      const suspension = reader && reader.suspendedAt;
      if (!suspension) continue;
      expect(s.createdAt.getTime()).toBeLessThanOrEqual(suspension.getTime());
      if (s.cancelledAt?.getTime() === suspension.getTime()) cancelledBySuspension += 1;
    }
    expect(cancelledBySuspension).toBeGreaterThan(0);
  });

  it('spreads payments over the last six months, more of them lately', () => {
    const perMonth = Array.from({ length: 6 }, (_, month) => {
      const to = now.getTime() - month * 30 * DAY_MS;
      return subscriptions.filter((s) => s.createdAt.getTime() > to - 30 * DAY_MS && s.createdAt.getTime() <= to)
        .length;
    });
    for (const count of perMonth) expect(count).toBeGreaterThan(200);
    expect(perMonth[0]).toBeGreaterThan(perMonth[5] ?? Infinity);
  });
});
