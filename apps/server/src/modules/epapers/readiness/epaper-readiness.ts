// The checks before publishing, as rules on what was measured of each page when it was
// rendered (lib/pdf/pdf-facts.ts, lib/pdf/page-fingerprint.ts). A page measured before
// these checks existed has nulls, and each check leaves it out.
import type { FindingDetail, FindingKind } from '@epaper/shared/epaper-readiness.texts';
import { miniatureDifference } from '../../../lib/pdf/page-fingerprint.ts';

export type PageForChecks = {
  pageNumber: number;
  widthPt: number | null;
  heightPt: number | null;
  inkRatio: number | null;
  miniature: string | null;
  hasText: boolean | null;
  lowestImagePpi: number | null;
};

export type NewFinding = { kind: FindingKind; pages: number[]; detail: FindingDetail };

/** Below this share of ink a page is blank or nearly: a folio line alone is about 0.2 %. */
export const BLANK_INK_RATIO = 0.005;
/** Miniatures this close (mean grey difference, of 255) show the same image; pages of one layout differ by more. */
export const DUPLICATE_DIFFERENCE = 1;
/** Sizes within 2 % of each other are the same size (a trim that rounds differently). */
const SIZE_TOLERANCE = 0.02;

export type ReadinessSettings = {
  minPpi: number;
  /** Page counts of the last editions of the same weekday, newest first (at most four). */
  usualPageCounts: number[];
};

const isBlank = (page: PageForChecks) => page.inkRatio !== null && page.inkRatio < BLANK_INK_RATIO;

function blankPages(pages: PageForChecks[]): NewFinding[] {
  const blank = pages.filter(isBlank).map((page) => page.pageNumber);
  return blank.length ? [{ kind: 'blank', pages: blank, detail: {} }] : [];
}

/** Pages showing the same image, grouped; blank pages are alike by nature and left to their own finding. */
function duplicatePages(pages: PageForChecks[]): NewFinding[] {
  // Each miniature read once: every pair of pages is compared.
  const drawn = pages
    .filter((page) => page.miniature !== null && !isBlank(page))
    .map((page) => ({ pageNumber: page.pageNumber, greys: Buffer.from(page.miniature!, 'hex') }));
  const groupOf = new Map<number, number[]>();
  for (const [index, page] of drawn.entries()) {
    if (groupOf.has(page.pageNumber)) continue;
    const group = [page.pageNumber];
    for (const other of drawn.slice(index + 1)) {
      if (groupOf.has(other.pageNumber)) continue;
      if (miniatureDifference(page.greys, other.greys) <= DUPLICATE_DIFFERENCE) {
        group.push(other.pageNumber);
        groupOf.set(other.pageNumber, group);
      }
    }
    if (group.length > 1) groupOf.set(page.pageNumber, group);
  }
  const groups = [...new Set(groupOf.values())].sort((a, b) => a[0]! - b[0]!);
  if (groups.length === 0) return [];
  return [{ kind: 'duplicate', pages: groups.flat().sort((a, b) => a - b), detail: { groups } }];
}

const near = (a: number, b: number) => Math.abs(a - b) <= SIZE_TOLERANCE * Math.max(a, b);

/** The value most pages share (the first page's on a tie): what "the rest" look like. */
function mostCommon<Value>(values: Value[], same: (a: Value, b: Value) => boolean): Value | undefined {
  let best: Value | undefined;
  let bestCount = 0;
  for (const value of values) {
    const count = values.filter((other) => same(value, other)).length;
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

/** Pages of another size (whichever way they are turned) or turned the other way than most. */
function sizeAndOrientation(pages: PageForChecks[]): NewFinding[] {
  const sized = pages.flatMap((page) =>
    page.widthPt !== null && page.heightPt !== null
      ? [{ pageNumber: page.pageNumber, width: page.widthPt, height: page.heightPt }]
      : [],
  );
  if (sized.length < 2) return [];
  const sides = (page: (typeof sized)[number]) => [
    Math.min(page.width, page.height),
    Math.max(page.width, page.height),
  ];
  const sameSize = (a: (typeof sized)[number], b: (typeof sized)[number]) =>
    near(sides(a)[0]!, sides(b)[0]!) && near(sides(a)[1]!, sides(b)[1]!);
  const isLandscape = (page: (typeof sized)[number]) => page.width > page.height;
  const usual = mostCommon(sized, sameSize)!;
  const findings: NewFinding[] = [];
  const otherSize = sized.filter((page) => !sameSize(page, usual)).map((page) => page.pageNumber);
  if (otherSize.length)
    findings.push({
      kind: 'size',
      pages: otherSize,
      detail: { usual_width_pt: Math.round(usual.width), usual_height_pt: Math.round(usual.height) },
    });
  const usualLandscape = mostCommon(sized.map(isLandscape), (a, b) => a === b);
  const turned = sized.filter((page) => isLandscape(page) !== usualLandscape).map((page) => page.pageNumber);
  if (turned.length) findings.push({ kind: 'orientation', pages: turned, detail: {} });
  return findings;
}

function lowResolution(pages: PageForChecks[], minPpi: number): NewFinding[] {
  const low = pages.filter((page) => page.lowestImagePpi !== null && page.lowestImagePpi < minPpi);
  if (low.length === 0) return [];
  const lowest = Math.min(...low.map((page) => page.lowestImagePpi!));
  return [
    {
      kind: 'resolution',
      pages: low.map((page) => page.pageNumber),
      detail: { min_ppi: minPpi, lowest_ppi: Math.round(lowest) },
    },
  ];
}

/** Pages drawing no text at all; a blank page has its own finding. */
function noText(pages: PageForChecks[]): NewFinding[] {
  const without = pages.filter((page) => page.hasText === false && !isBlank(page)).map((page) => page.pageNumber);
  return without.length ? [{ kind: 'no_text', pages: without, detail: {} }] : [];
}

/**
 * A page count unlike the same weekday's usual: the count most of the last (up to four)
 * editions had, the newest one's on a tie. Two editions at least make a usual.
 */
function unusualPageCount(pageCount: number, counts: number[]): NewFinding[] {
  if (counts.length < 2) return [];
  const usual = mostCommon(counts, (a, b) => a === b)!;
  if (usual === pageCount) return [];
  return [
    {
      kind: 'page_count',
      pages: [],
      detail: { page_count: pageCount, usual_page_count: usual, compared_with: counts.length },
    },
  ];
}

/** Every finding of an edition's pages, in the order of FINDING_KINDS. */
export function checkReadiness(pages: PageForChecks[], settings: ReadinessSettings): NewFinding[] {
  return [
    ...blankPages(pages),
    ...duplicatePages(pages),
    ...sizeAndOrientation(pages),
    ...lowResolution(pages, settings.minPpi),
    ...noText(pages),
    ...unusualPageCount(pages.length, settings.usualPageCounts),
  ];
}
