import { describe, expect, it } from 'vitest';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { planRoutes } from '@epaper/shared/plans.routes';
import { userSubscriptionRoutes } from '@epaper/shared/user-subscriptions.routes';
import { readAnswer, readErrorAnswer, readRefreshAnswer } from './provider-compat.ts';

const page = (number: number, id = number) => ({
  id,
  page_number: number,
  thumbnail_path: `/t/${number}.webp`,
  image_path: `/i/${number}.webp`,
  pdf_path: `/p/${number}.pdf`,
  width: 1600,
  height: 2400,
  version_count: 2,
  updated_at: '2026-11-20T05:00:00.000Z',
});

const readPages = (answer: unknown) => readAnswer(epapersRoutes.pages, answer);

describe('readAnswer: the envelope', () => {
  it('unwraps a {status, data, message, code} envelope', () => {
    expect(readAnswer(planRoutes.list, { status: true, data: [1, 2], message: 'ok', code: 'ok' })).toEqual([1, 2]);
  });

  it('keeps a body that only has a `data` field among others of its own', () => {
    const body = { data: [1], count: 1 };
    expect(readAnswer(planRoutes.list, body)).toBe(body);
  });

  it('passes the contract’s own shapes through untouched', () => {
    const body = { count: 0, next: null, previous: null, results: [] };
    expect(readAnswer(planRoutes.list, body)).toBe(body);
  });
});

describe('readAnswer: an edition’s pages', () => {
  it('reads a plain list, sorted by page number', () => {
    expect(readPages([page(2), page(1), page(3)]).map((p) => p.page_number)).toEqual([1, 2, 3]);
  });

  it('reads {pages: [...]}', () => {
    expect(readPages({ pages: [page(2), page(1)] }).map((p) => p.id)).toEqual([1, 2]);
  });

  it('reads {results: [...]}, as a paginated answer', () => {
    const answer = { count: 2, next: null, previous: null, results: [page(1), page(2)] };
    expect(readPages(answer).map((p) => p.page_number)).toEqual([1, 2]);
  });

  it('reads an index-keyed object, in page order whatever the keys say', () => {
    const answer = { '0': page(3), '1': page(1), '2': page(2) };
    expect(readPages(answer).map((p) => p.page_number)).toEqual([1, 2, 3]);
  });

  it('reads a wrapper around an index-keyed object', () => {
    expect(readPages({ pages: { '0': page(1), '1': page(2) } })).toHaveLength(2);
  });

  it('keeps every field of a page as it came', () => {
    expect(readPages([page(4)])).toEqual([page(4)]);
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
    expect(readPages(answer).map((p) => p.page_number)).toEqual([1, 2]);
  });

  it('fills what a page can do without: thumbnail, sizes, and numbers sent as text', () => {
    const {
      thumbnail_path: _thumbnail,
      width: _width,
      height: _height,
      version_count: _versions,
      updated_at: _updated,
      ...bare
    } = page(1);
    expect(readPages([{ ...bare, id: '9', page_number: '1' }])).toEqual([
      {
        ...bare,
        id: 9,
        page_number: 1,
        thumbnail_path: '/i/1.webp',
        width: 0,
        height: 0,
        version_count: 1,
        updated_at: '',
      },
    ]);
  });

  it.each([null, undefined, 'pages', 42, {}, { message: 'E-Paper not found.' }, { pages: null }])(
    'answers no pages for %j',
    (answer) => {
      expect(readPages(answer)).toEqual([]);
    },
  );

  it('reads the pages of an edition, as fetched and as saved', () => {
    const edition = { id: 5, title: 'Morning', pages: { '0': page(2), '1': page(1) } };
    for (const route of [epapersRoutes.get, epapersRoutes.update]) {
      const answer = readAnswer(route, { status: true, data: edition, message: null, code: null });
      expect(answer).toMatchObject({ id: 5, title: 'Morning' });
      expect(answer.pages.map((p) => p.page_number)).toEqual([1, 2]);
    }
  });
});

describe('readAnswer: a page of User Subscriptions', () => {
  const INVALID = 'Received invalid data format from the server';
  const readSubscriptionPage = (answer: unknown) => readAnswer(userSubscriptionRoutes.list, answer);

  it('keeps a well-formed page as it is', () => {
    const list = { count: 3, next: '/api/user-subscriptions/?page=2', previous: null, results: [] };
    expect(readSubscriptionPage(list)).toEqual(list);
  });

  it('fails with the invalid-format text when results is not a list', () => {
    expect(() => readSubscriptionPage({ count: 1, results: { 0: {} } })).toThrow(INVALID);
    expect(() => readSubscriptionPage({ count: 0 })).toThrow(INVALID);
    expect(() => readSubscriptionPage(null)).toThrow(INVALID);
    expect(() => readSubscriptionPage('<html>')).toThrow(INVALID);
  });

  it('counts the rows when the count is missing', () => {
    expect(readSubscriptionPage({ results: [{}, {}] }).count).toBe(2);
  });
});

describe('readRefreshAnswer', () => {
  it('reads the token pair, or the access token alone when the refresh token did not rotate', () => {
    expect(readRefreshAnswer({ access: 'a', refresh: 'r' })).toEqual({ access: 'a', refresh: 'r' });
    expect(readRefreshAnswer({ access: 'a', refresh: '' })).toEqual({ access: 'a' });
    expect(readRefreshAnswer({ access: '' })).toBeNull();
    expect(readRefreshAnswer('a')).toBeNull();
  });
});

describe('readErrorAnswer', () => {
  it('reads our {message, code, errors} body', () => {
    expect(readErrorAnswer({ message: 'Invalid', code: 'validation_error', errors: { phone: ['Bad phone'] } })).toEqual(
      { message: 'Invalid', code: 'validation_error', errors: { phone: ['Bad phone'] }, detail: null, text: null },
    );
  });

  it('reads a bare field map, `error` or `detail` text, and a text body', () => {
    expect(readErrorAnswer({ email: ['Enter a valid email address.'], other: [] }).errors).toEqual({
      email: ['Enter a valid email address.'],
    });
    expect(readErrorAnswer({ error: ' ', detail: 'D' }).detail).toBe('D');
    expect(readErrorAnswer('Bad things').text).toBe('Bad things');
    expect(readErrorAnswer(null)).toEqual({ message: null, code: null, errors: {}, detail: null, text: null });
  });
});
