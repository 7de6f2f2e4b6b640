// When the demo's readers come back: the hour of the day, the day of the week, and how
// often a reader comes at all.
import type { Random } from './random.ts';

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
export const WEEKDAY_HOURS_UP_TO = cumulative(WEEKDAY_HOURS);
export const WEEKEND_HOURS_UP_TO = cumulative(WEEKEND_HOURS);

export function drawHour(random: Random, upTo: readonly number[]): number {
  const roll = random.next() * (upTo[upTo.length - 1] ?? 0);
  const hour = upTo.findIndex((total) => roll < total);
  return hour === -1 ? upTo.length - 1 : hour;
}

/** 0 for Sunday … 6 for Saturday of a day number (day 0, 1 January 1970, was a Thursday). */
export const weekdayOf = (day: number) => (day + 4) % 7;

/** How much likelier a visit is on each day of the week (Sunday first): the Sunday paper is the one people make time for. */
export const WEEKDAY_FACTOR = [1.3, 0.95, 1, 1, 1, 0.97, 1.12];

/** Chance of a visit on a given day: a few loyal daily readers, more regular ones, many who drop by. */
type Habit = readonly [low: number, high: number];
const LOYAL: Habit = [0.55, 0.9];
const REGULAR: Habit = [0.08, 0.22];
const OCCASIONAL: Habit = [0.01, 0.04];
/** Paying readers read more. */
export const SUBSCRIBER_HABITS = [
  [LOYAL, 15],
  [REGULAR, 40],
  [OCCASIONAL, 45],
] as const;
export const FREE_HABITS = [
  [LOYAL, 2],
  [REGULAR, 13],
  [OCCASIONAL, 85],
] as const;
