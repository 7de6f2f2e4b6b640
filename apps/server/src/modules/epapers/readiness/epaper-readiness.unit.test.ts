import { describe, expect, it } from 'vitest';
import { findingMessage } from '@epaper/shared/epaper-readiness.texts';
import { checkReadiness, type PageForChecks, type ReadinessSettings } from './epaper-readiness.ts';

const grey = (level: number) => Buffer.alloc(32 * 32, level).toString('hex');
/** A printed page of the usual size: text, ink, its own miniature. */
const page = (pageNumber: number, changes: Partial<PageForChecks> = {}): PageForChecks => ({
  pageNumber,
  widthPt: 900,
  heightPt: 1350,
  inkRatio: 0.2,
  miniature: grey(100 + pageNumber * 10),
  hasText: true,
  lowestImagePpi: 150,
  ...changes,
});
const settings: ReadinessSettings = { minPpi: 50, usualPageCounts: [] };
const kinds = (pages: PageForChecks[], options = settings) => checkReadiness(pages, options).map((f) => f.kind);

describe('the checks before publishing', () => {
  it('find nothing in an ordinary edition', () => {
    expect(checkReadiness([page(1), page(2), page(3)], settings)).toEqual([]);
  });

  it('find blank pages, and do not call them duplicates or text-less', () => {
    const blank = { inkRatio: 0.001, miniature: grey(255), hasText: false };
    const found = checkReadiness([page(1), page(2, blank), page(3), page(4, blank)], settings);
    expect(found).toEqual([{ kind: 'blank', pages: [2, 4], detail: {} }]);
  });

  it('group pages that show the same image', () => {
    const found = checkReadiness(
      [
        page(1),
        page(2, { miniature: grey(50) }),
        page(3),
        page(4, { miniature: grey(50) }),
        page(5, { miniature: grey(110) }),
      ],
      settings,
    );
    expect(found).toEqual([
      {
        kind: 'duplicate',
        pages: [1, 2, 4, 5],
        detail: {
          groups: [
            [1, 5],
            [2, 4],
          ],
        },
      },
    ]);
    expect(findingMessage('duplicate', found[0]!.pages, found[0]!.detail)).toBe(
      'Pages 1 and 5; Pages 2 and 4: the same image twice.',
    );
  });

  it('tell another size from another orientation', () => {
    const found = checkReadiness(
      [page(1), page(2), page(3, { widthPt: 1350, heightPt: 900 }), page(4, { widthPt: 612, heightPt: 792 })],
      settings,
    );
    expect(found).toEqual([
      { kind: 'size', pages: [4], detail: { usual_width_pt: 900, usual_height_pt: 1350 } },
      { kind: 'orientation', pages: [3], detail: {} },
    ]);
    // A trim that rounds differently is the same size.
    expect(kinds([page(1), page(2, { widthPt: 905, heightPt: 1346 })])).toEqual([]);
  });

  it('find photographs below the resolution setting, naming the lowest', () => {
    const found = checkReadiness([page(1, { lowestImagePpi: 40 }), page(2, { lowestImagePpi: 30 }), page(3)], settings);
    expect(found).toEqual([{ kind: 'resolution', pages: [1, 2], detail: { min_ppi: 50, lowest_ppi: 30 } }]);
    expect(kinds([page(1, { lowestImagePpi: 40 })], { ...settings, minPpi: 30 })).toEqual([]);
  });

  it('find pages with no text layer', () => {
    expect(checkReadiness([page(1), page(2, { hasText: false })], settings)).toEqual([
      { kind: 'no_text', pages: [2], detail: {} },
    ]);
  });

  it('compare the page count with the same weekday’s usual, from two editions on', () => {
    const pages = [page(1), page(2), page(3)];
    expect(kinds(pages, { ...settings, usualPageCounts: [4] })).toEqual([]);
    expect(checkReadiness(pages, { ...settings, usualPageCounts: [4, 4, 3, 4] })).toEqual([
      { kind: 'page_count', pages: [], detail: { page_count: 3, usual_page_count: 4, compared_with: 4 } },
    ]);
    expect(kinds(pages, { ...settings, usualPageCounts: [3, 4, 3, 4] })).toEqual([]);
  });

  it('leave out pages measured before the checks existed', () => {
    const unknown = {
      widthPt: null,
      heightPt: null,
      inkRatio: null,
      miniature: null,
      hasText: null,
      lowestImagePpi: null,
    };
    expect(checkReadiness([page(1, unknown), page(2, unknown)], settings)).toEqual([]);
  });
});
