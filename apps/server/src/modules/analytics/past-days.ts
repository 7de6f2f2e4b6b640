// The analytics calls read what happened before yesterday once per data version and keep
// it; yesterday and today (and any later day a range reaches) are read on every call.
// Past days hardly ever change (a deleted reader, a subscription's past flows, a rebuild,
// a renamed edition or plan), and when they do, migration 0011's triggers move
// `analytics_settings.past_version` on, in the same transaction as the change. So a
// 90-day answer costs two days of roll-ups, however busy the readers are today, and is
// never stale: every process reads the version before it trusts what it kept. The
// triggers count yesterday as past too, a day of margin: a change to it that commits
// just after midnight, when this process already keeps it, still moves the version.
// The kept and the live parts are separate reads: a change committed between them can
// show in one and not yet in the other, for that one answer; the next call has both.
import { addDays } from '@epaper/shared/calendar-date';
import { type DayRange } from '@epaper/shared/analytics-range';
import type { Db } from '../../db/client.ts';
import { batcherPerOwner, createBatcher } from '../../lib/batcher.ts';
import { LRUCache } from 'lru-cache';
import { readPastVersion } from './analytics-parts.repository.ts';

/** Kept rows in all, per process and database: a two-year range of every page is about 30,000. */
const KEPT_ROWS = 200_000;

/**
 * What each database's calls keep, keyed by the version they were read under: an entry of
 * an older version is never asked for again and ages out, least recently used first.
 */
const keptPerDatabase = new WeakMap<Db, LRUCache<string, unknown[]>>();

function keptOf(db: Db): LRUCache<string, unknown[]> {
  let kept = keptPerDatabase.get(db);
  if (!kept) {
    kept = new LRUCache({ maxSize: KEPT_ROWS, sizeCalculation: (rows) => Math.max(1, rows.length) });
    keptPerDatabase.set(db, kept);
  }
  return kept;
}

/** A range cut where the live days start: yesterday (one day of margin around midnight). */
export function splitRange(range: DayRange, today: string): { past: DayRange | null; live: DayRange | null } {
  const liveFrom = addDays(today, -1);
  const lastPast = addDays(liveFrom, -1);
  return {
    past: range.from <= lastPast ? { from: range.from, to: range.to < lastPast ? range.to : lastPast } : null,
    live: range.to >= liveFrom ? { from: range.from > liveFrom ? range.from : liveFrom, to: range.to } : null,
  };
}

/** The version, read after the call arrived; calls that arrive together share one read. */
const pastVersion = batcherPerOwner((db: Db) =>
  createBatcher(async (calls: null[]) => {
    const version = await readPastVersion(db);
    return calls.map(() => version);
  }),
);

/**
 * `read` of the past days `part`, as kept under the current version, or read now and
 * kept. The version is read first: whatever is read after it is at least that new.
 */
export async function keptOrRead<Row>(
  db: Db,
  name: string,
  part: DayRange,
  read: () => Promise<Row[]>,
): Promise<Row[]> {
  const key = `${await pastVersion(db)(null)} ${name} ${part.from} ${part.to}`;
  const kept = keptOf(db).get(key);
  if (kept) return kept as Row[];
  const rows = await read();
  // A set heavier than the whole budget is answered but not kept (lru-cache refuses it).
  keptOf(db).set(key, rows);
  return rows;
}

/**
 * Rows of `range` in day order: the past days' as kept, then the live days' read now,
 * both at once. `read` must answer its part's rows ordered by day first.
 */
export async function rowsInParts<Row>(
  db: Db,
  name: string,
  range: DayRange,
  today: string,
  read: (part: DayRange) => Promise<Row[]>,
): Promise<Row[]> {
  const { past, live } = splitRange(range, today);
  const [pastRows, liveRows] = await Promise.all([
    past ? keptOrRead(db, name, past, () => read(past)) : [],
    live ? read(live) : [],
  ]);
  return [...pastRows, ...liveRows];
}
