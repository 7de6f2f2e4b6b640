import { describe, expect, it } from 'vitest';
import { ACTIVITY_WINDOW_DAYS } from './demo-config.ts';
import { DAY_MS, IST_OFFSET_MS, isoDateToDay, toIstDay } from './dates.ts';
import { generateEditions } from './editions.generator.ts';
import { generatePlans } from './plans.generator.ts';
import { generateReading, pageViewsOf, withLastSignIns, type DemoPageView } from './reading.generator.ts';
import { generateSubscriptions } from './subscriptions.generator.ts';
import { generateReaders } from './users.generator.ts';

const seed = 20_250_401;
const now = new Date('2025-06-15T10:00:00Z');
const readers = generateReaders({ seed, count: 6_000, now });
const subscriptions = generateSubscriptions({ seed, now, readers, plans: generatePlans(now) });
const editions = generateEditions({ seed, now, timeZone: 'Asia/Kolkata' });
const reading = generateReading({ seed, now, readers, subscriptions, editions });
const views = pageViewsOf(reading.visits);
const readerOf = new Map(readers.map((reader) => [reader.phone, reader]));
const istHour = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();
const share = (part: (view: DemoPageView) => boolean) => views.filter(part).length / views.length;
/** The views breaking a rule, at most a few: one expect per view would take seconds. */
const offenders = <T>(items: readonly T[], breaks: (item: T, index: number) => boolean) =>
  items.filter((item, index) => breaks(item, index)).slice(0, 3);

describe('demo reading: page views', () => {
  it('is the same for the same seed and clock', () => {
    const again = generateReading({ seed, now, readers, subscriptions, editions });
    expect(pageViewsOf(again.visits)).toEqual(views);
    expect(again.lastSignIns).toEqual(reading.lastSignIns);
  });

  it('holds tens of thousands of views, oldest first, all within the window and none in the future', () => {
    expect(views.length).toBeGreaterThan(50_000);
    const windowStart = now.getTime() - ACTIVITY_WINDOW_DAYS * DAY_MS;
    expect(offenders(views, (v) => v.viewedAt.getTime() < windowStart || v.viewedAt > now)).toEqual([]);
    // views[i] comes just before views.slice(1)[i].
    expect(offenders(views.slice(1), (view, i) => view.viewedAt < (views[i]?.viewedAt ?? now))).toEqual([]);
  });

  it('opens only published editions, once they were out, and only pages they have', () => {
    const wrong = offenders(views, (view) => {
      const edition = editions[view.edition];
      return (
        edition?.status !== 'published' ||
        view.viewedAt < edition.uploadedAt ||
        view.pageNumber < 1 ||
        view.pageNumber > edition.pageCount
      );
    });
    expect(wrong).toEqual([]);
  });

  it('has no view before the reader joined, by a reader who never signed in, or after a suspension', () => {
    const suspensions = new Map(readers.map((reader) => [reader.phone, reader.suspendedAt]));
    const wrong = offenders(views, (view) => {
      const reader = readerOf.get(view.userPhone);
      const suspension = suspensions.get(view.userPhone);
      return !reader?.lastLogin || view.viewedAt < reader.dateJoined || (!!suspension && view.viewedAt >= suspension);
    });
    expect(wrong).toEqual([]);
  });

  it('peaks in the morning in India, with a smaller evening bump', () => {
    const hours = Array.from({ length: 24 }, () => 0);
    for (const view of views) {
      const hour = istHour(view.viewedAt);
      hours[hour] = (hours[hour] ?? 0) + 1 / views.length;
    }
    const busiest = hours.indexOf(Math.max(...hours));
    expect(busiest).toBeGreaterThanOrEqual(6);
    expect(busiest).toBeLessThan(10);
    const sum = (from: number, to: number) => hours.slice(from, to).reduce((a, b) => a + b, 0);
    expect(sum(6, 10)).toBeGreaterThan(0.4);
    expect(sum(19, 22)).toBeGreaterThan(sum(14, 17));
    expect(sum(0, 5)).toBeLessThan(0.05);
  });

  it('reads the front page most, and each later page less', () => {
    const byPage = [1, 2, 3, 4, 5].map((page) => share((view) => view.pageNumber === page));
    for (let i = 1; i < byPage.length; i += 1) expect(byPage[i]).toBeLessThan(byPage[i - 1] ?? 0);
    expect(byPage[0]).toBeGreaterThan(0.4);
  });

  it('opens pages after the first only while a subscription covers the day', () => {
    const covers = new Map<string, typeof subscriptions>();
    for (const s of subscriptions) covers.set(s.userPhone, [...(covers.get(s.userPhone) ?? []), s]);
    const unpaid = offenders(
      views.filter((v) => v.pageNumber > 1),
      (view) => {
        const at = view.viewedAt.getTime();
        const day = toIstDay(at);
        return !(covers.get(view.userPhone) ?? []).some(
          (s) =>
            isoDateToDay(s.startDate) <= day &&
            day <= isoDateToDay(s.endDate) &&
            s.createdAt.getTime() <= at &&
            (s.cancelledAt === null || at < s.cancelledAt.getTime()),
        );
      },
    );
    expect(unpaid).toEqual([]);
  });

  it("reads each day's own edition most on its day", () => {
    const perDay = new Map<number, Map<number, number>>();
    for (const view of views) {
      const day = toIstDay(view.viewedAt.getTime());
      const counts = perDay.get(day) ?? new Map<number, number>();
      counts.set(view.edition, (counts.get(view.edition) ?? 0) + 1);
      perDay.set(day, counts);
    }
    const fullDays = [...perDay.keys()].filter((day) => day < toIstDay(now.getTime())).slice(1);
    const ownEditionFirst = fullDays.filter((day) => {
      const counts = [...(perDay.get(day) ?? new Map<number, number>())].sort((a, b) => b[1] - a[1]);
      return isoDateToDay(editions[counts[0]?.[0] ?? -1]?.publicationDate ?? '') === day;
    });
    expect(ownEditionFirst.length).toBe(fullDays.length);
  });

  it('reads more on Sundays, and more as the months go by', () => {
    const perDay = new Map<number, number>();
    for (const view of views) {
      const day = toIstDay(view.viewedAt.getTime());
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    const days = [...perDay.keys()].sort((a, b) => a - b).slice(1, -1); // whole days only
    const mean = (list: number[]) => list.reduce((a, b) => a + (perDay.get(b) ?? 0), 0) / list.length;
    const sundays = days.filter((day) => new Date(day * DAY_MS).getUTCDay() === 0);
    const weekdays = days.filter((day) => ![0, 6].includes(new Date(day * DAY_MS).getUTCDay()));
    expect(mean(sundays)).toBeGreaterThan(mean(weekdays) * 1.15);
    expect(mean(days.slice(-30))).toBeGreaterThan(mean(days.slice(0, 30)) * 1.3);
  });

  it('has a few loyal daily readers and many occasional ones', () => {
    const daysRead = new Map<string, Set<number>>();
    for (const view of views) {
      const days = daysRead.get(view.userPhone) ?? new Set<number>();
      days.add(toIstDay(view.viewedAt.getTime()));
      daysRead.set(view.userPhone, days);
    }
    const counts = [...daysRead.values()].map((days) => days.size);
    const loyal = counts.filter((n) => n >= ACTIVITY_WINDOW_DAYS / 2).length;
    const occasional = counts.filter((n) => n <= 10).length;
    expect(loyal).toBeGreaterThan(counts.length * 0.01);
    expect(loyal).toBeLessThan(counts.length * 0.2);
    expect(occasional).toBeGreaterThan(counts.length * 0.5);
  });
});

describe('demo reading: sign-ins', () => {
  it('keeps every view in a session: a sign-in at most 30 days before, from the first sign-in on', () => {
    const byReader = new Map<string, typeof reading.visits>();
    for (const visit of reading.visits)
      byReader.set(visit.userPhone, [...(byReader.get(visit.userPhone) ?? []), visit]);
    const outside: DemoPageView[] = [];
    for (const visits of byReader.values()) {
      let lastSignIn: number | null = null;
      for (const visit of visits) {
        if (visit.signIn) lastSignIn = visit.at.getTime();
        if (lastSignIn === null) continue; // signed in before the window
        const since = lastSignIn;
        outside.push(...offenders(visit.views, (view) => view.viewedAt.getTime() - since >= 30 * DAY_MS));
        if (visit.signOutAt) lastSignIn = null;
      }
    }
    expect(outside).toEqual([]);
  });

  it("puts each reader's last_login at their last sign-in, after joining and never in the future", () => {
    const updated = withLastSignIns(readers, reading.lastSignIns);
    const lastVisitSignIn = new Map<string, number>();
    for (const visit of reading.visits) if (visit.signIn) lastVisitSignIn.set(visit.userPhone, visit.at.getTime());
    for (const reader of updated) {
      const signIn = lastVisitSignIn.get(reader.phone);
      if (signIn !== undefined) expect(reader.lastLogin?.getTime()).toBe(signIn);
      if (reader.lastLogin) {
        expect(reader.lastLogin.getTime()).toBeGreaterThanOrEqual(reader.dateJoined.getTime());
        expect(reader.lastLogin.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
    // Spread over the sessions' month, not crowded into the last day.
    const recent = updated.filter((r) => r.lastLogin && now.getTime() - r.lastLogin.getTime() < DAY_MS).length;
    const lastMonth = updated.filter((r) => r.lastLogin && now.getTime() - r.lastLogin.getTime() < 30 * DAY_MS).length;
    expect(recent).toBeLessThan(lastMonth / 10);
  });
});
