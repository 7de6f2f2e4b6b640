// The checks an edition gets after processing (its readiness report) and the words each
// finding is told in, without zod: the dashboard's screens, the server and its
// notifications all import this file.

/** What a finding is about. */
export const FINDING_KINDS = [
  'blank',
  'duplicate',
  'size',
  'orientation',
  'resolution',
  'no_text',
  'page_count',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** The numbers a finding's message is written from; which ones depends on its kind. */
export type FindingDetail = {
  /** duplicate: the groups of pages that show the same image, each group in page order. */
  groups?: number[][];
  /** size: the size most pages have, in points. */
  usual_width_pt?: number;
  usual_height_pt?: number;
  /** resolution: the setting, and the lowest resolution found on the pages named. */
  min_ppi?: number;
  lowest_ppi?: number;
  /** page_count: this edition's pages, what the same weekday usually has, and from how many editions. */
  page_count?: number;
  usual_page_count?: number;
  compared_with?: number;
};

/** "page 3", "pages 3 and 5", "pages 3, 5 and 9" */
export function pagesInWords(pages: readonly number[]): string {
  if (pages.length === 1) return `page ${pages[0]}`;
  return `pages ${pages.slice(0, -1).join(', ')} and ${pages[pages.length - 1]}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 612 × 792 pt as inches or millimetres are not what a desk compares: points, rounded. */
const sizeInPoints = (width: number, height: number) => `${Math.round(width)} × ${Math.round(height)} pt`;

/** The title of each kind, as the readiness report's list heads it. */
export const FINDING_TITLES: Record<FindingKind, string> = {
  blank: 'Blank pages',
  duplicate: 'Duplicate pages',
  size: 'Different page size',
  orientation: 'Different orientation',
  resolution: 'Low resolution',
  no_text: 'No text layer',
  page_count: 'Unusual page count',
};

/** One sentence for a finding: what is wrong, and with which pages. */
export function findingMessage(kind: FindingKind, pages: readonly number[], detail: FindingDetail): string {
  const which = pagesInWords(pages);
  switch (kind) {
    case 'blank':
      return `${capitalised(which)} ${pages.length > 1 ? 'are' : 'is'} blank or nearly blank.`;
    case 'duplicate': {
      const groups = detail.groups?.length ? detail.groups : [pages as number[]];
      return `${groups.map((group) => capitalised(pagesInWords(group))).join('; ')}: the same image twice.`;
    }
    case 'size':
      return `${capitalised(which)} ${pages.length > 1 ? 'differ' : 'differs'} in size from the rest (${sizeInPoints(detail.usual_width_pt ?? 0, detail.usual_height_pt ?? 0)}).`;
    case 'orientation':
      return `${capitalised(which)} ${pages.length > 1 ? 'are' : 'is'} turned differently from the rest.`;
    case 'resolution':
      return `${capitalised(which)} ${pages.length > 1 ? 'have' : 'has'} images below ${detail.min_ppi ?? 0} ppi (the lowest ${detail.lowest_ppi ?? 0} ppi).`;
    case 'no_text':
      return `${capitalised(which)} ${pages.length > 1 ? 'have' : 'has'} no text layer: readers cannot search or copy ${pages.length > 1 ? 'them' : 'it'}.`;
    case 'page_count':
      return `This edition has ${detail.page_count ?? 0} pages; the last ${detail.compared_with ?? 0} published editions of the same weekday usually had ${detail.usual_page_count ?? 0}.`;
  }
}

export const READINESS_TEXTS = {
  findingNotFound: 'Finding not found.',
  /** The question before publishing or scheduling an edition with findings not accepted. */
  confirmTitle: 'Publish with open findings?',
  confirmLead: (count: number) =>
    `The checks before publishing found ${count === 1 ? 'one thing' : `${count} things`} not yet accepted:`,
} as const;
