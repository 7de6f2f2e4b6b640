// How the demo's readers read, day by day over the activity window: on the days a reader
// comes back, a visit (mostly in the morning) that opens the newest edition's front page
// and, for a subscriber, the pages after it. The activity log's sign-ins and the page
// views both come from these visits, so they agree with each other and with the reader:
// nothing before joining, every view inside a session (a sign-in at most 30 days
// earlier), the last sign-in at the reader's last_login, nothing after a suspension.
import { ACTIVITY_WINDOW_DAYS } from './demo-config.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS, istDayStart, toIstDay } from './dates.ts';
import { pickEdition, shelfOf, type Shelf } from './edition-shelf.ts';
import type { DemoEdition } from './editions.generator.ts';
import { createRandom, type Random } from './random.ts';
import {
  FREE_HABITS,
  SUBSCRIBER_HABITS,
  WEEKDAY_FACTOR,
  WEEKDAY_HOURS_UP_TO,
  WEEKEND_HOURS_UP_TO,
  drawHour,
  weekdayOf,
} from './reading-habits.ts';
import { coversByPhone, isSubscribed, type Cover } from './subscription-covers.ts';
import type { DemoSubscription } from './subscriptions.generator.ts';
import type { DemoReader } from './users.generator.ts';

/** A row of `page_views`; the reader by phone and the edition by its index in the editions list (ids come later). */
export type DemoPageView = { userPhone: string; edition: number; pageNumber: number; viewedAt: Date };

/** One sitting with the app: maybe a sign-in first, the pages opened, maybe a sign-out after. */
export type DemoVisit = {
  userPhone: string;
  at: Date;
  signIn: boolean;
  signOutAt: Date | null;
  views: DemoPageView[];
};

export type ReadingOptions = {
  seed: number;
  now: Date;
  readers: readonly DemoReader[];
  subscriptions: readonly DemoSubscription[];
  editions: readonly DemoEdition[];
};

/** A session ends this long after its sign-in however often it refreshes (see modules/sessions). */
const SESSION_MS = 30 * DAY_MS;

/** Chance a subscriber turns from page n to page n+1: every page loses some readers. */
const TURN_TO_PAGE_2 = 0.8;
const TURN_PAGE = 0.82;

type Context = {
  now: number;
  windowStart: number;
  firstDay: number;
  lastDay: number;
  shelf: Shelf;
  editions: readonly DemoEdition[];
  covers: Map<string, Cover[]>;
};

/** The pages one visit opens, none after `until`: the front page, and the rest while the reader pays and turns pages. */
function readVisit(random: Random, context: Context, phone: string, at: number, until: number): DemoPageView[] {
  const covers = context.covers.get(phone) ?? [];
  const views: DemoPageView[] = [];
  let t = at + random.int(5, 40) * 1000;
  const first = pickEdition(random, context.shelf, t);
  if (first === null) return views;
  const opened = [first];
  // Some subscribers catch up on a paper they missed.
  if (isSubscribed(covers, t) && random.chance(0.12)) {
    const second = pickEdition(random, context.shelf, t, first);
    if (second !== null) opened.push(second);
  }
  for (const edition of opened) {
    const pageCount = context.editions[edition]?.pageCount ?? 1;
    for (let page = 1; page <= pageCount; page += 1) {
      if (page > 1 && !(isSubscribed(covers, t) && random.chance(page === 2 ? TURN_TO_PAGE_2 : TURN_PAGE))) break;
      if (t >= until) return views;
      views.push({ userPhone: phone, edition, pageNumber: page, viewedAt: new Date(t) });
      t += random.int(20, 300) * 1000;
    }
  }
  return views;
}

/**
 * The days one reader comes back between `from` and `to`, by habit, weekday and growth,
 * and the time of day of each; none within two hours of `avoid` (a visit of its own).
 */
function visitStarts(
  random: Random,
  context: Context,
  reader: DemoReader,
  from: number,
  to: number,
  avoid: number | null,
) {
  const covers = context.covers.get(reader.phone) ?? [];
  const habit = random.weighted(covers.length > 0 ? SUBSCRIBER_HABITS : FREE_HABITS);
  const rate = habit[0] + (habit[1] - habit[0]) * random.next();
  const starts: number[] = [];
  for (let day = toIstDay(from); day <= toIstDay(to); day += 1) {
    const weekday = weekdayOf(day);
    // The readership grows over the months, a little beyond the readers who join.
    const growth = 0.75 + (0.25 * (day - context.firstDay)) / Math.max(1, context.lastDay - context.firstDay);
    let chance = rate * (WEEKDAY_FACTOR[weekday] ?? 1) * growth;
    // A reader whose subscription lapsed comes less often.
    if (covers.length > 0 && !isSubscribed(covers, istDayStart(day) + 12 * HOUR_MS)) chance *= 0.6;
    if (!random.chance(Math.min(0.97, chance))) continue;
    const hours = weekday === 0 || weekday === 6 ? WEEKEND_HOURS_UP_TO : WEEKDAY_HOURS_UP_TO;
    const at = istDayStart(day) + drawHour(random, hours) * HOUR_MS + random.int(0, 3_599) * 1000;
    if (at >= from && at <= to && (avoid === null || Math.abs(at - avoid) >= 2 * HOUR_MS)) starts.push(at);
  }
  return starts;
}

/** One reader's visits, and the last sign-in they rely on (null when there are none). */
type ReaderReading = { visits: DemoVisit[]; lastSignIn: number | null };

/**
 * One reader's visits over the window. The readers generator's last_login is when the
 * reader was last seen: reading goes on until the session of a sign-in about then ends
 * (or, for a suspended reader, stops at that sign-in, before the suspension). The sign-ins
 * are where sessions start, so the real last sign-in comes from the visits.
 */
function readerVisits(random: Random, context: Context, reader: DemoReader): ReaderReading {
  if (!reader.lastLogin) return { visits: [], lastSignIn: null }; // never signed in, so never read
  const seen = reader.lastLogin.getTime();
  const joined = reader.dateJoined.getTime();
  const suspension = reader.suspendedAt?.getTime() ?? null;
  const from = Math.max(joined, context.windowStart);
  const to = Math.min(context.now, suspension === null ? seen + SESSION_MS - HOUR_MS : seen + 45 * MINUTE_MS);
  const viewsUntil = Math.min(context.now, suspension ?? to + HOUR_MS);
  if (to < from) return { visits: [], lastSignIn: null };

  const starts = visitStarts(random, context, reader, from, to, suspension === null ? null : seen);
  // A suspended reader's last sign-in stays theirs (the suspension follows it); a reader
  // seen in the window but with no day of habit there came that once.
  const signsInAtSeen = seen >= from && (suspension !== null || starts.length === 0);
  if (signsInAtSeen) starts.push(seen);
  starts.sort((a, b) => a - b);

  // A reader who joined before the window may still be signed in from before it.
  let session: number | null =
    joined < context.windowStart && random.chance(0.6)
      ? Math.max(joined, context.windowStart - Math.floor(random.next() * SESSION_MS))
      : null;
  let lastSignIn: number | null = null;
  const visits = starts.map((at, i): DemoVisit => {
    // A visit signs in when no session is open: the first, after a sign-out or when the
    // session's 30 days are up; and now and then on a new phone.
    const signIn =
      (signsInAtSeen && at === seen) || session === null || at - session >= SESSION_MS - HOUR_MS || random.chance(0.03);
    if (signIn) session = at;
    lastSignIn = session;
    const views = readVisit(random, context, reader.phone, at, viewsUntil);
    let signOutAt: Date | null = null;
    if (random.chance(0.05)) {
      const out = (views.at(-1)?.viewedAt.getTime() ?? at) + random.int(1, 10) * MINUTE_MS;
      if (out < (starts[i + 1] ?? context.now) && out < viewsUntil) {
        signOutAt = new Date(out);
        session = null;
      }
    }
    return { userPhone: reader.phone, at: new Date(at), signIn, signOutAt, views };
  });
  return { visits, lastSignIn };
}

/** The readers' visits over the activity window, and each reader's last sign-in as they make it. */
export type Reading = { visits: DemoVisit[]; lastSignIns: Map<string, Date> };

/** Every reader's visits over the activity window, reader by reader. */
export function generateReading({ seed, now, readers, subscriptions, editions }: ReadingOptions): Reading {
  const random = createRandom(seed, 'reading');
  const windowStart = now.getTime() - ACTIVITY_WINDOW_DAYS * DAY_MS;
  const context: Context = {
    now: now.getTime(),
    windowStart,
    firstDay: toIstDay(windowStart),
    lastDay: toIstDay(now.getTime()),
    shelf: shelfOf(editions),
    editions,
    covers: coversByPhone(subscriptions),
  };
  const visits: DemoVisit[] = [];
  const lastSignIns = new Map<string, Date>();
  for (const reader of readers) {
    const own = readerVisits(random, context, reader);
    visits.push(...own.visits);
    if (own.lastSignIn !== null) lastSignIns.set(reader.phone, new Date(own.lastSignIn));
  }
  return { visits, lastSignIns };
}

/** The readers with `last_login` at the last sign-in of their visits, where they made one. */
export function withLastSignIns(readers: readonly DemoReader[], lastSignIns: Map<string, Date>): DemoReader[] {
  return readers.map((reader) => {
    const lastLogin = lastSignIns.get(reader.phone);
    return lastLogin ? { ...reader, lastLogin } : reader;
  });
}

/** The page views of the visits, oldest first: the order they would have been recorded in. */
export function pageViewsOf(visits: readonly DemoVisit[]): DemoPageView[] {
  return visits.flatMap((visit) => visit.views).sort((a, b) => a.viewedAt.getTime() - b.viewedAt.getTime());
}
