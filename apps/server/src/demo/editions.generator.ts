// The demo's editions of one daily newspaper: what each is (date, title, pages, state)
// and how its files are made. Rendering a PDF takes seconds, so only the last twelve days
// are rendered; the months before them are copies of those files under their own titles
// and dates, enough for the reports' history and quick to write.
import { EDITION_DAYS } from './demo-config.ts';
import { DAY_MS, MINUTE_MS, isoDateToDay } from './dates.ts';
import { CITIES } from './indian-places.ts';
import { createRandom, type Random } from './random.ts';

export const NEWSPAPER = 'The Morning Chronicle';

/** Days back from today rendered from their own generated PDF. */
export const RENDERED_DAYS = 12;

/** The rendered day whose upload was cut off, so its processing fails (and the editor uploaded it again). */
export const FAILED_DAY = 3;

/** The rendered day an editor uploaded a corrected version of, still a draft. */
const CORRECTED_DAY = 6;

export type EditionStatus = 'published' | 'draft' | 'failed';

/**
 * Where an edition's files come from: a generated PDF rendered for real (`cutOff`: only
 * its first half was stored, as a dropped upload leaves it), or a copy of the files of
 * the rendered edition at index `of` of the same list.
 */
export type EditionSource = { kind: 'render'; pdfSeed: number; cutOff: boolean } | { kind: 'copy'; of: number };

export type DemoEdition = {
  /** yyyy-mm-dd in the service's time zone. */
  publicationDate: string;
  /** The date as the masthead prints it, e.g. "Sunday, 1 February 2026". */
  longDate: string;
  title: string;
  description: string;
  pageCount: number;
  status: EditionStatus;
  /** When the editor uploaded it: before dawn on its day, never after now. */
  uploadedAt: Date;
  source: EditionSource;
};

export type EditionOptions = { seed: number; now: Date; timeZone: string };

/** Each rendered day's lead story: the edition's title (the list shows the date in its own column). */
const HEADLINES = [
  'Metro Line 3 opens to commuters',
  'Monsoon session of Parliament begins',
  'Markets close at a record high',
  'City marathon draws 40,000 runners',
  'New water supply plan for the suburbs',
  'Cricket: India clinch the series',
  'Budget for schools raised by a fifth',
  'Harbour expansion gets the green light',
  'Festival season lifts local traders',
  'Heatwave warning for the weekend',
  'Railway station redevelopment unveiled',
  'Farmers welcome an early harvest',
];

/** The archive's lead stories: a city's news, or the nation's. */
const CITY_HEADLINES = [
  (city: string) => `${city} metro extension clears safety trials`,
  (city: string) => `Monsoon arrives early in ${city}`,
  (city: string) => `${city} civic body passes a record budget`,
  (city: string) => `New flyover eases traffic in ${city}`,
  (city: string) => `${city} hospitals add 500 beds`,
  (city: string) => `Lake restoration begins in ${city}`,
  (city: string) => `${city} airport handles record passengers`,
  (city: string) => `Water cuts announced for parts of ${city}`,
  (city: string) => `${city} hosts the national book fair`,
  (city: string) => `Electric buses join the ${city} fleet`,
  (city: string) => `${city} police launch a women's safety app`,
  (city: string) => `Air quality improves in ${city}`,
  (city: string) => `Food festival returns to ${city}`,
  (city: string) => `${city} wins the clean city award`,
  (city: string) => `Heritage walk draws crowds in ${city}`,
  (city: string) => `Cyclists get a new lane in ${city}`,
];
const NATIONAL_HEADLINES = [
  'RBI holds interest rates steady',
  'Parliament passes the data protection bill',
  'Exports rise for the third month running',
  'ISRO readies its next lunar mission',
  'GST collections reach a new high',
  'Fuel prices cut by two rupees a litre',
  'Cabinet approves six new expressways',
  'Solar capacity doubles in a year',
  'Hockey team returns to a warm welcome',
  'Rabi sowing ahead of last year',
  'New rules for online payments from April',
  'Tiger numbers rise in the reserves',
  'Chess prodigy wins the world title',
  'Startups raise record funding',
  'Bullet train completes its trial run',
  'Vaccination drive reaches every village',
  'India win the Test series abroad',
  'Monsoon covers the whole country',
];
const SECTIONS = ['City', 'Nation', 'Business', 'Sport', 'Culture', 'World'];

function describe(longDate: string, sections: number): string {
  return `${NEWSPAPER}, ${longDate}: ${SECTIONS.slice(0, sections).join(', ')} and more.`;
}

/** The date `daysBack` days before now (after, when negative) in the service's time zone. */
function dateOf(now: Date, daysBack: number, timeZone: string): { iso: string; long: string } {
  const day = new Date(now.getTime() - daysBack * DAY_MS);
  return {
    iso: new Intl.DateTimeFormat('en-CA', { timeZone }).format(day),
    long: new Intl.DateTimeFormat('en-IN', { timeZone, dateStyle: 'full' }).format(day),
  };
}

/** Before dawn in India on the edition's day (04:00–04:59), or just before now when that is still ahead. */
function uploadTime(random: Random, isoDate: string, now: Date): Date {
  const atDawn = Date.parse(`${isoDate}T04:00:00+05:30`) + random.int(0, 59) * MINUTE_MS;
  return new Date(Math.min(atDawn, now.getTime() - 5 * MINUTE_MS));
}

/** Weekend papers are thicker: Sunday 5 pages, Saturday 4, weekdays 3 or 4. */
function archivePageCount(random: Random, isoDate: string): number {
  const weekday = new Date(isoDateToDay(isoDate) * DAY_MS).getUTCDay();
  if (weekday === 0) return 5;
  if (weekday === 6) return 4;
  return random.chance(0.6) ? 3 : 4;
}

function drawArchiveTitle(random: Random, taken: Set<string>): string {
  for (;;) {
    const title = random.chance(0.55)
      ? random.pick(CITY_HEADLINES)(random.pick(CITIES).name)
      : random.pick(NATIONAL_HEADLINES);
    if (!taken.has(title)) {
      taken.add(title);
      return title;
    }
  }
}

/**
 * The editions, rendered ones first (copies name them by index): the last twelve days
 * rendered, one of them failed and uploaded again; tomorrow's edition and a correction as
 * drafts; and a published edition for every day before those, back to EDITION_DAYS.
 */
export function generateEditions({ seed, now, timeZone }: EditionOptions): DemoEdition[] {
  const random = createRandom(seed, 'editions');
  const editions: DemoEdition[] = [];
  const renderedByPages = new Map<number, number[]>();
  const copyOf = (pageCount: number, n: number): number => {
    const sources = renderedByPages.get(pageCount) ?? [];
    const index = sources[n % sources.length];
    if (index === undefined) throw new Error(`No rendered ${pageCount}-page edition to copy`);
    return index;
  };

  for (let back = RENDERED_DAYS - 1; back >= 0; back -= 1) {
    const date = dateOf(now, back, timeZone);
    const pageCount = 3 + (back % 3);
    const failed = back === FAILED_DAY;
    if (!failed) renderedByPages.set(pageCount, [...(renderedByPages.get(pageCount) ?? []), editions.length]);
    editions.push({
      publicationDate: date.iso,
      longDate: date.long,
      title: HEADLINES[back % HEADLINES.length] ?? NEWSPAPER,
      description: describe(date.long, 2 + (back % 4)),
      pageCount,
      status: failed ? 'failed' : 'published',
      uploadedAt: uploadTime(random, date.iso, now),
      source: { kind: 'render', pdfSeed: 1000 + back, cutOff: failed },
    });
  }

  const extra = (back: number, title: string, status: EditionStatus, uploadedAt: Date): DemoEdition => {
    const date = dateOf(now, back, timeZone);
    const pageCount = 3 + (Math.abs(back) % 3);
    return {
      publicationDate: date.iso,
      longDate: date.long,
      title,
      description: describe(date.long, 2 + (Math.abs(back) % 4)),
      pageCount,
      status,
      uploadedAt,
      source: { kind: 'copy', of: copyOf(pageCount, Math.abs(back)) },
    };
  };
  const failed = editions[RENDERED_DAYS - 1 - FAILED_DAY];
  const corrected = editions[RENDERED_DAYS - 1 - CORRECTED_DAY];
  if (!failed || !corrected) throw new Error('The rendered editions are missing');
  // The cut-off upload, sent again a little later: that day's paper is published after
  // all. Tomorrow's paper waits as a draft.
  editions.push(
    extra(FAILED_DAY, failed.title, 'published', new Date(failed.uploadedAt.getTime() + 25 * MINUTE_MS)),
    extra(CORRECTED_DAY, `${corrected.title} (corrected)`, 'draft', new Date(now.getTime() - 3 * DAY_MS)),
    extra(-1, 'Assembly elections enter the final phase', 'draft', new Date(now.getTime() - 20 * MINUTE_MS)),
  );

  const titles = new Set(editions.map((edition) => edition.title));
  for (let back = RENDERED_DAYS; back < EDITION_DAYS; back += 1) {
    const date = dateOf(now, back, timeZone);
    const pageCount = archivePageCount(random, date.iso);
    editions.push({
      publicationDate: date.iso,
      longDate: date.long,
      title: drawArchiveTitle(random, titles),
      description: describe(date.long, 2 + random.int(0, 3)),
      pageCount,
      status: 'published',
      uploadedAt: uploadTime(random, date.iso, now),
      source: { kind: 'copy', of: copyOf(pageCount, back) },
    });
  }
  return editions;
}
