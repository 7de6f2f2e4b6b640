// Hand-written rather than chrono-node (2.10.3, its day-first en.GB parser, tried on this
// file's tests): it reads "Nov 26", one of the issue's own forms, as November 2026, and
// "11/26" (no day-first date) as 26 November; it finds no date in "29 Feb" without a year,
// and takes "Morning" in "Morning Herald" for a time of today.
import { daysBetween, isCalendarDate, isDateInRange } from './calendar-date.ts';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** 1–12 for a month's name or its first three letters (and "Sept"), else undefined. */
function monthOf(word: string): number | undefined {
  const name = word.toLowerCase().replace(/\.$/, '');
  if (name === 'sept') return 9;
  const index = MONTHS.findIndex((month) => month === name || month.slice(0, 3) === name);
  return index === -1 ? undefined : index + 1;
}

const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const YEAR = String.raw`(\d{4}|\d{2})`;
const NAME = String.raw`([a-z]{3,9}\.?)`;

// Day first, as dates are written in India: 26/11, 26-11-2026, 26.11.26.
const NUMERIC = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})(?:[/.-]${YEAR})?$`);
// 26 Nov, 26th November 2026, 26-Nov-2026, 26 Nov, 2026.
const DAY_NAME = new RegExp(String.raw`^${DAY}[\s-]*${NAME}(?:[\s,-]+${YEAR})?$`, 'i');
// Nov 26, November 26, 2026.
const NAME_DAY = new RegExp(String.raw`^${NAME}\s*${DAY}(?:[\s,]+${YEAR})?$`, 'i');

type Parts = { day: number; month: number; year: number | undefined };

function partsOf(text: string): Parts | undefined {
  const year = (written: string | undefined) =>
    written === undefined ? undefined : written.length === 2 ? 2000 + Number(written) : Number(written);
  let match = NUMERIC.exec(text);
  if (match) return { day: Number(match[1]), month: Number(match[2]), year: year(match[3]) };
  match = DAY_NAME.exec(text);
  if (match) {
    const month = monthOf(match[2] ?? '');
    return month ? { day: Number(match[1]), month, year: year(match[3]) } : undefined;
  }
  match = NAME_DAY.exec(text);
  if (match) {
    const month = monthOf(match[1] ?? '');
    return month ? { day: Number(match[2]), month, year: year(match[3]) } : undefined;
  }
  return undefined;
}

const dayOf = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The day (yyyy-mm-dd) meant by a date as people write it: "26 Nov", "26/11",
 * "26 November 2026", "Nov 26", "26-11-2026" (numbers day first, the Indian order), or
 * yyyy-mm-dd itself; undefined for any other text, or a day the calendar has not
 * (31/11) or one outside DATE_RANGE. Without a year it is the nearest such day to `today` (yyyy-mm-dd), before or
 * after; of two as near, the earlier. A two-digit year is this century's.
 */
export function parseWrittenDate(text: string, today: string): string | undefined {
  const written = text.trim().replace(/\s+/g, ' ');
  if (isCalendarDate(written)) return isDateInRange(written) ? written : undefined;
  const parts = partsOf(written);
  if (!parts) return undefined;
  const { day, month, year } = parts;
  if (year !== undefined) {
    const found = dayOf(year, month, day);
    // Only the API's days (DATE_RANGE): the database refuses some others (year 0).
    return isCalendarDate(found) && isDateInRange(found) ? found : undefined;
  }
  const thisYear = Number(today.slice(0, 4));
  // 29 February comes back every four years: look as far as the leap years either side.
  const candidates = [-4, -3, -2, -1, 0, 1, 2, 3, 4]
    .map((offset) => dayOf(thisYear + offset, month, day))
    .filter(isCalendarDate);
  let nearest: string | undefined;
  for (const candidate of candidates) {
    const distance = Math.abs(daysBetween(today, candidate));
    // Candidates run oldest first: on a tie the earlier stays.
    if (nearest === undefined || distance < Math.abs(daysBetween(today, nearest))) nearest = candidate;
  }
  return nearest;
}
