import { describe, expect, it } from 'vitest';
import { normalisePages } from './epaper-pages.ts';

const page = (number: number, id = number) => ({
  id,
  page_number: number,
  thumbnail_path: `/t/${number}.webp`,
  image_path: `/i/${number}.webp`,
  pdf_path: `/p/${number}.pdf`,
  width: 1600,
  height: 2400,
});

describe('normalisePages', () => {
  it('reads a plain list, sorted by page number', () => {
    expect(normalisePages([page(2), page(1), page(3)]).map((p) => p.page_number)).toEqual([1, 2, 3]);
  });

  it('reads {pages: [...]}', () => {
    expect(normalisePages({ pages: [page(2), page(1)] }).map((p) => p.id)).toEqual([1, 2]);
  });

  it('reads {results: [...]}, as a paginated answer', () => {
    const answer = { count: 2, next: null, previous: null, results: [page(1), page(2)] };
    expect(normalisePages(answer).map((p) => p.page_number)).toEqual([1, 2]);
  });

  it('reads an index-keyed object, in page order whatever the keys say', () => {
    const answer = { '0': page(3), '1': page(1), '2': page(2) };
    expect(normalisePages(answer).map((p) => p.page_number)).toEqual([1, 2, 3]);
  });

  it('reads a wrapper around an index-keyed object', () => {
    expect(normalisePages({ pages: { '0': page(1), '1': page(2) } })).toHaveLength(2);
  });

  it('keeps every field of a page as it came', () => {
    expect(normalisePages([page(4)])).toEqual([page(4)]);
  });

  it('drops malformed entries and keeps the rest', () => {
    const answer = [
      page(2),
      null,
      'page',
      { ...page(3), id: 'x' },
      { ...page(4), page_number: undefined },
      { ...page(5), image_path: '' },
      { ...page(6), pdf_path: 42 },
      { ...page(7), page_number: 0 },
      page(1),
    ];
    expect(normalisePages(answer).map((p) => p.page_number)).toEqual([1, 2]);
  });

  it('fills what a page can do without: thumbnail, sizes, and numbers sent as text', () => {
    const { thumbnail_path: _thumbnail, width: _width, height: _height, ...bare } = page(1);
    expect(normalisePages([{ ...bare, id: '9', page_number: '1' }])).toEqual([
      { ...bare, id: 9, page_number: 1, thumbnail_path: '/i/1.webp', width: 0, height: 0 },
    ]);
  });

  it.each([null, undefined, 'pages', 42, {}, { message: 'E-Paper not found.' }, { pages: null }])(
    'answers no pages for %j',
    (answer) => {
      expect(normalisePages(answer)).toEqual([]);
    },
  );
});
