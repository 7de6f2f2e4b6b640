// How the demo's readers read, day by day over the activity window: on the days a reader
// comes back, a visit (mostly in the morning) that opens the newest edition's front page
// and, for a subscriber, the pages after it. The activity log's sign-ins and the page
// views both come from these visits, so they agree with each other and with the reader:
// nothing before joining, every view inside a session (a sign-in at most 30 days
// earlier), the last sign-in at the reader's last_login, nothing after a suspension.
import { ACTIVITY_WINDOW_DAYS } from './demo-config.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS, istDayStart, isoDateToDay, toIstDay } from './dates.ts';
import type { DemoEdition } from './editions.generator.ts';
import { createRandom, type Random } from './random.ts';
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

// Visits starting in each hour of the day, India time: the paper is read over breakfast
// and on the way to work, and a little again after dinner. At weekends the morning
// starts later and lasts longer.
// prettier-ignore
const WEEKDAY_HOURS = [0.3, 0.15, 0.1, 0.1, 0.25, 1.2, 5, 9, 10, 8, 4.5, 3, 2.4, 2.2, 1.9, 1.7, 1.7, 1.9, 2.4, 3.2, 3.6, 2.8, 1.6, 0.7];
// prettier-ignore
const WEEKEND_HOURS = [0.4, 0.2, 0.1, 0.1, 0.15, 0.6, 2.5, 6, 9.5, 10, 8, 5, 3.2, 2.6, 2.2, 1.9, 1.8, 2, 2.5, 3.2, 3.5, 3, 1.9, 0.9];

/** Running totals of the weights, to draw an hour with one number and no allocation. */
function cumulative(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((weight) => (sum += weight));
}
const WEEKDAY_HOURS_UP_TO = cumulative(WEEKDAY_HOURS);
const WEEKEND_HOURS_UP_TO = cumulative(WEEKEND_HOURS);

function drawHour(random: Random, upTo: readonly number[]): number {
  const roll = random.next() * (upTo[upTo.length - 1] ?? 0);
  const hour = upTo.findIndex((total) => roll < total);
  return hour === -1 ? upTo.length - 1 : hour;
}

/** 0 for Sunday … 6 for Saturday of a day number (day 0, 1 January 1970, was a Thursday). */
const weekdayOf = (day: number) => (day + 4) % 7;

/** How much likelier a visit is on each day of the week (Sunday first): the Sunday paper is the one people make time for. */
const WEEKDAY_FACTOR = [1.3, 0.95, 1, 1, 1, 0.97, 1.12];

/** Chance of a visit on a given day: a few loyal daily readers, more regular ones, many who drop by. */
type Habit = readonly [low: number, high: number];
const LOYAL: Habit = [0.55, 0.9];
const REGULAR: Habit = [0.08, 0.22];
const OCCASIONAL: Habit = [0.01, 0.04];
/** Paying readers read more. */
const SUBSCRIBER_HABITS = [
  [LOYAL, 15],
  [REGULAR, 40],
  [OCCASIONAL, 45],
] as const;
const FREE_HABITS = [
  [LOYAL, 2],
  [REGULAR, 13],
  [OCCASIONAL, 85],
] as const;

/** How an edition's pull fades with its age in days: today's paper is the one opened. */
const RECENT_AGE_WEIGHTS = [10, 2.2, 0.9, 0.5, 0.35, 0.25, 0.2];
function ageWeight(age: number): number {
  return RECENT_AGE_WEIGHTS[age] ?? 0.15 * 0.88 ** (age - RECENT_AGE_WEIGHTS.length);
}
/** Editions a visit may go back to: the archive beyond is rarely opened. */
const ARCHIVE_REACH = 30;

/** Chance a subscriber turns from page n to page n+1: every page loses some readers. */
const TURN_TO_PAGE_2 = 0.8;
const TURN_PAGE = 0.82;

/** A subscription as the reading rules need it: the days it covers, paid when, cancelled when. */
type Cover = { firstDay: number; lastDay: number; paidAt: number; cancelledAt: number };

/** Whether the reader may open pages beyond the first (free) one at `at`: a subscription covers that day. */
function isSubscribed(covers: readonly Cover[], at: number): boolean {
  const day = toIstDay(at);
  return covers.some((c) => c.firstDay <= day && day <= c.lastDay && c.paidAt <= at && at < c.cancelledAt);
}

function coversByPhone(subscriptions: readonly DemoSubscription[]): Map<string, Cover[]> {
  const byPhone = new Map<string, Cover[]>();
  for (const s of subscriptions) {
    const cover = {
      firstDay: isoDateToDay(s.startDate),
      lastDay: isoDateToDay(s.endDate),
      paidAt: s.createdAt.getTime(),
      cancelledAt: s.cancelledAt?.getTime() ?? Number.POSITIVE_INFINITY,
    };
    byPhone.set(s.userPhone, [...(byPhone.get(s.userPhone) ?? []), cover]);
  }
  return byPhone;
}

/** The published editions in the order they came out, to find what a reader could open at an instant. */
type Shelf = { index: number[]; availableAt: number[]; day: number[] };

function shelfOf(editions: readonly DemoEdition[]): Shelf {
  const published = editions
    .map((edition, index) => ({ edition, index }))
    .filter(({ edition }) => edition.status === 'published')
    .sort((a, b) => a.edition.uploadedAt.getTime() - b.edition.uploadedAt.getTime());
  return {
    index: published.map((p) => p.index),
    availableAt: published.map((p) => p.edition.uploadedAt.getTime()),
    day: published.map((p) => isoDateToDay(p.edition.publicationDate)),
  };
}

/** An edition out by `at`, most likely the newest, or null when none is. */
function pickEdition(random: Random, shelf: Shelf, at: number, except = -1): number | null {
  let low = 0;
  let high = shelf.availableAt.length; // first edition not out yet
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((shelf.availableAt[mid] ?? 0) <= at) low = mid + 1;
    else high = mid;
  }
  const today = toIstDay(at);
  const oldest = Math.max(0, low - ARCHIVE_REACH);
  const weightOf = (i: number) => (shelf.index[i] === except ? 0 : ageWeight(today - (shelf.day[i] ?? today)));
  let total = 0;
  for (let i = low - 1; i >= oldest; i -= 1) total += weightOf(i);
  if (total === 0) return null;
  let roll = random.next() * total;
  for (let i = low - 1; i >= oldest; i -= 1) {
    roll -= weightOf(i);
    if (roll < 0) return shelf.index[i] ?? null;
  }
  return shelf.index[oldest] ?? null; // only reached through floating-point rounding
}

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
