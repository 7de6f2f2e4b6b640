import { describe, expect, it } from 'vitest';
import { generateActivities } from './activities.generator.ts';
import { ACTIVITY_WINDOW_DAYS } from './demo-config.ts';
import { DAY_MS } from './dates.ts';
import { generateEditions } from './editions.generator.ts';
import { generatePlans } from './plans.generator.ts';
import { generateReading, withLastSignIns } from './reading.generator.ts';
import { generateSubscriptions } from './subscriptions.generator.ts';
import { generateReaders } from './users.generator.ts';

const seed = 20_250_401;
const now = new Date('2025-06-15T10:00:00Z');
const plans = generatePlans(now);
const drawn = generateReaders({ seed, count: 4_000, now });
const subscriptions = generateSubscriptions({ seed, now, readers: drawn, plans });
const editions = generateEditions({ seed, now, timeZone: 'Asia/Kolkata' });
const { visits, lastSignIns } = generateReading({ seed, now, readers: drawn, subscriptions, editions });
const readers = withLastSignIns(drawn, lastSignIns);
const activities = generateActivities({ seed, now, readers, subscriptions, plans, visits, editions });
const signIns = activities.filter((a) => a.activityType === 'login');

describe('demo activities', () => {
  it('logs six months of sign-ins: one per signing-in visit, in time order, none in the future', () => {
    expect(signIns).toHaveLength(visits.filter((v) => v.signIn).length);
    const windowStart = now.getTime() - ACTIVITY_WINDOW_DAYS * DAY_MS;
    expect(Math.min(...signIns.map((a) => a.createdAt.getTime()))).toBeLessThan(windowStart + 2 * DAY_MS);
    expect(signIns.every((a) => a.createdAt.getTime() >= windowStart && a.createdAt <= now)).toBe(true);
    expect(activities.every((a, i) => i === 0 || a.createdAt >= (activities[i - 1]?.createdAt ?? now))).toBe(true);
  });

  it("signs a reader in only after joining, the last time at the reader's last_login, from an IPv4 address", () => {
    const byPhone = new Map(readers.map((reader) => [reader.phone, reader]));
    const last = new Map<string, Date>();
    for (const signIn of signIns) {
      const reader = byPhone.get(signIn.userPhone);
      expect(signIn.createdAt.getTime()).toBeGreaterThanOrEqual(reader?.dateJoined.getTime() ?? Infinity);
      expect(signIn.ipAddress).toMatch(/^\d{1,3}(\.\d{1,3}){3}$/);
      last.set(signIn.userPhone, signIn.createdAt);
    }
    for (const [phone, at] of last) expect(byPhone.get(phone)?.lastLogin).toEqual(at);
  });

  it('describes pages that exist in editions that were out', () => {
    const reading = activities.filter((a) => a.description.startsWith('Read the e-paper of'));
    expect(reading.length).toBeGreaterThan(1_000);
    for (const line of reading) {
      const page = Number(/page (\d+)$/.exec(line.description)?.[1]);
      expect(page).toBeGreaterThanOrEqual(1);
      expect(page).toBeLessThanOrEqual(5);
    }
  });
});
