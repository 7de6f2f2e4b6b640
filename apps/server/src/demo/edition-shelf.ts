// The editions a reader can open at an instant, and which one a visit opens.
import { isoDateToDay, toIstDay } from './dates.ts';
import type { DemoEdition } from './editions.generator.ts';
import type { Random } from './random.ts';

/** How an edition's pull fades with its age in days: today's paper is the one opened. */
const RECENT_AGE_WEIGHTS = [10, 2.2, 0.9, 0.5, 0.35, 0.25, 0.2];
function ageWeight(age: number): number {
  return RECENT_AGE_WEIGHTS[age] ?? 0.15 * 0.88 ** (age - RECENT_AGE_WEIGHTS.length);
}
/** Editions a visit may go back to: the archive beyond is rarely opened. */
const ARCHIVE_REACH = 30;

/** The published editions in the order they came out, to find what a reader could open at an instant. */
export type Shelf = { index: number[]; availableAt: number[]; day: number[] };

export function shelfOf(editions: readonly DemoEdition[]): Shelf {
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
export function pickEdition(random: Random, shelf: Shelf, at: number, except = -1): number | null {
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
