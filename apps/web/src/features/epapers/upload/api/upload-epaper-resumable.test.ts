import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error.ts';
import { installFakeHttp, json } from '../../../../lib/api/fake-http.test-helper.ts';
import { getAccessToken, saveTokens } from '../../../../lib/api/token-storage.ts';
import { makeListEpaper } from '../../list/epaper-list.test-helper.tsx';
import { isAbort, type UploadEpaperInput } from './upload-epaper.ts';
import { CHUNK_BYTES, startEpaperUpload, type ResumableProgress } from './upload-epaper-resumable.ts';
import { installFakeTusServer } from './upload-epaper-resumable.test-helper.ts';

// The app's bundle takes tus-js-client's browser build (XMLHttpRequest, localStorage);
// Node's resolution here would take its Node build.
vi.mock('tus-js-client', () => import('tus-js-client/lib.esm/browser/index.js'));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  saveTokens({ access: 'a1', refresh: 'r1' }, { persist: true });
  vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A PDF of a chunk and a half, so it goes in two PATCHes. */
const edition = new File([new Uint8Array(CHUNK_BYTES + CHUNK_BYTES / 2).fill(37)], 'herald.pdf', {
  type: 'application/pdf',
  lastModified: 1_700_000_000_000,
});

const input = (overrides: Partial<UploadEpaperInput> = {}): UploadEpaperInput => ({
  title: 'Dainik Herald — ₹ edition',
  description: 'The city edition',
  publicationDate: '2025-03-05',
  file: edition,
  ...overrides,
});

/** The edition the server made, as GET /epapers/7/ answers it. */
function fakeEditionApi() {
  return installFakeHttp((request) =>
    request.path === '/api/epapers/7/'
      ? json(200, { ...makeListEpaper({ id: 7, processing_status: 'pending' }), pages: [] })
      : json(404, { message: 'Not found.', code: 'not_found' }),
  );
}

describe('startEpaperUpload (tus)', () => {
  it('creates the upload with the fields, sends the file in chunks with the token, and answers the edition', async () => {
    const tus = installFakeTusServer();
    const http = fakeEditionApi();
    const seen: ResumableProgress[] = [];

    const upload = startEpaperUpload(
      input({ schedule: { scheduledAt: '2025-03-05T06:00', holdIfLate: true }, confirmSameDay: true }),
      (progress) => seen.push(progress),
    );
    expect((await upload.done).id).toBe(7);

    expect(tus.seen()).toEqual([
      'POST /api/epapers/uploads/',
      'PATCH /api/epapers/uploads/1',
      'PATCH /api/epapers/uploads/1',
    ]);
    const [create, first, second] = tus.requests;
    expect(create?.headers).toMatchObject({ 'Tus-Resumable': '1.0.0', 'Upload-Length': String(edition.size) });
    // What the server decoded from base64, non-ASCII included.
    expect(tus.uploads.size).toBe(0);
    expect(create?.headers['Upload-Metadata']?.split(',').map((pair) => pair.split(' ')[0])).toEqual([
      'title',
      'description',
      'publication_date',
      'filename',
      'scheduled_at',
      'hold_if_late',
      'confirm_same_day',
    ]);
    expect(first?.headers['Upload-Offset']).toBe('0');
    expect(first?.body?.size).toBe(CHUNK_BYTES);
    expect(second?.headers['Upload-Offset']).toBe(String(CHUNK_BYTES));
    expect(tus.requests.every((request) => request.headers.Authorization === 'Bearer a1')).toBe(true);
    expect(http.requests.map((request) => request.path)).toEqual(['/api/epapers/7/']);
    expect(seen.at(-1)).toEqual({ loaded: edition.size, total: edition.size, resumedFrom: undefined });
    // Done: nothing is left to resume.
    expect(Object.keys(localStorage).filter((key) => key.startsWith('tus::'))).toEqual([]);
  });

  it('sends the form’s fields as the server reads them', async () => {
    let fields: Record<string, string> = {};
    installFakeTusServer({
      finish: (held) => {
        fields = held.metadata;
        return { status: 204, headers: { 'Upload-Offset': String(held.length), 'Epaper-Id': '7' } };
      },
    });
    fakeEditionApi();
    await startEpaperUpload(input({ schedule: { scheduledAt: '2025-03-05T06:00', holdIfLate: false } })).done;
    expect(fields).toEqual({
      title: 'Dainik Herald — ₹ edition',
      description: 'The city edition',
      publication_date: '2025-03-05',
      filename: 'herald.pdf',
      scheduled_at: '2025-03-05T06:00',
      hold_if_late: 'false',
    });
  });

  it('after the line drops, asks the offset and goes on from there, the bar starting at the resumed bytes', async () => {
    let cut = false;
    const tus = installFakeTusServer({
      intercept: (request) => {
        if (request.method !== 'PATCH' || request.headers['Upload-Offset'] === '0' || cut) return undefined;
        cut = true;
        return 'drop';
      },
    });
    fakeEditionApi();
    const seen: ResumableProgress[] = [];
    const upload = startEpaperUpload(input(), (progress) => seen.push(progress));
    expect((await upload.done).id).toBe(7);

    expect(tus.seen()).toEqual([
      'POST /api/epapers/uploads/',
      'PATCH /api/epapers/uploads/1',
      'PATCH /api/epapers/uploads/1',
      'HEAD /api/epapers/uploads/1',
      'PATCH /api/epapers/uploads/1',
    ]);
    expect(tus.requests.at(-1)?.headers['Upload-Offset']).toBe(String(CHUNK_BYTES));
    const resumed = seen.findIndex((progress) => progress.resumedFrom !== undefined);
    expect(seen[resumed]).toEqual({ loaded: CHUNK_BYTES, total: edition.size, resumedFrom: CHUNK_BYTES });
    expect(seen.slice(resumed).every((progress) => progress.loaded >= CHUNK_BYTES)).toBe(true);
  });

  it('after a reload, the same file with the same fields goes on; changed fields start anew', async () => {
    let flaky = true;
    const tus = installFakeTusServer({
      // The second chunk does not get through while the line is bad: the admin leaves meanwhile.
      intercept: (request) =>
        flaky && request.method === 'PATCH' && request.headers['Upload-Offset'] !== '0' ? { status: 503 } : undefined,
    });
    fakeEditionApi();
    const left = startEpaperUpload(input());
    const stopped = left.done.catch((error: unknown) => error);
    await vi.waitFor(() => expect(tus.uploads.get('/api/epapers/uploads/1')?.offset).toBe(CHUNK_BYTES));
    left.pause();
    expect(isAbort(await stopped)).toBe(true);
    // Paused, not given up: the server keeps it.
    expect(tus.seen()).not.toContain('DELETE /api/epapers/uploads/1');
    flaky = false;

    // The same file under another title: the server took the old title, so a new upload starts.
    let from = tus.requests.length;
    const retitled = startEpaperUpload(input({ title: 'Evening Herald' }));
    await vi.waitFor(() => expect(tus.seen().slice(from)[0]).toBe('POST /api/epapers/uploads/'));
    retitled.pause();
    await retitled.done.catch(() => undefined);

    from = tus.requests.length;
    const seen: ResumableProgress[] = [];
    expect((await startEpaperUpload(input(), (progress) => seen.push(progress)).done).id).toBe(7);
    expect(tus.seen().slice(from)).toEqual(['HEAD /api/epapers/uploads/1', 'PATCH /api/epapers/uploads/1']);
    expect(seen[0]).toEqual({ loaded: CHUNK_BYTES, total: edition.size, resumedFrom: CHUNK_BYTES });
    expect(seen.at(-1)).toEqual({ loaded: edition.size, total: edition.size, resumedFrom: CHUNK_BYTES });
  });

  it('Cancel gives the upload up: the server removes it, and the rejection is an abort', async () => {
    const tus = installFakeTusServer({
      intercept: (request) =>
        request.method === 'PATCH' && request.headers['Upload-Offset'] !== '0' ? { status: 503 } : undefined,
    });
    const upload = startEpaperUpload(input());
    await vi.waitFor(() => expect(tus.uploads.get('/api/epapers/uploads/1')?.offset).toBe(CHUNK_BYTES));
    upload.cancel();
    const error = await upload.done.catch((caught: unknown) => caught);
    expect(isAbort(error)).toBe(true);
    await vi.waitFor(() => expect(tus.uploads.size).toBe(0));
    expect(tus.seen().at(-1)).toBe('DELETE /api/epapers/uploads/1');
    // Nothing to go on with either.
    await vi.waitFor(() => expect(Object.keys(localStorage).filter((key) => key.startsWith('tus::'))).toEqual([]));
  });

  it('puts a refusal of the fields into the ApiError with its field errors, sending nothing again', async () => {
    const message =
      '"Morning Herald" (Scheduled) is already dated 2025-03-05. Confirm to have a second edition that day.';
    const tus = installFakeTusServer({
      intercept: (request) =>
        request.method === 'POST'
          ? { status: 409, body: { message, code: 'same_day_edition', errors: { publication_date: [message] } } }
          : undefined,
    });
    const error = await startEpaperUpload(input()).done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'same_day_edition',
      fieldErrors: { publication_date: [message] },
    });
    expect(tus.seen()).toEqual(['POST /api/epapers/uploads/']);
  });

  it('names a file that is not a PDF under pdf_file once it has arrived, and does not send it again', async () => {
    const tus = installFakeTusServer({
      finish: () => ({
        status: 400,
        body: {
          message: 'Only PDF files are allowed.',
          code: 'validation_error',
          errors: { pdf_file: ['Only PDF files are allowed.'] },
        },
      }),
    });
    const error = await startEpaperUpload(input()).done.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, fieldErrors: { pdf_file: ['Only PDF files are allowed.'] } });
    expect(tus.seen().filter((request) => request.startsWith('POST'))).toHaveLength(1);
    expect(tus.seen()).toHaveLength(3);
  });

  it('does not start the file again when the answer to its last bytes was lost', async () => {
    const tus = installFakeTusServer({ finish: () => 'drop' });
    const error = await startEpaperUpload(input()).done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(tus.seen()).toEqual([
      'POST /api/epapers/uploads/',
      'PATCH /api/epapers/uploads/1',
      'PATCH /api/epapers/uploads/1',
      'HEAD /api/epapers/uploads/1',
    ]);
  });

  it('renews a token about to end before a request, and after a 401 sends again with the new one', async () => {
    const jwt = (secondsLeft: number) =>
      ['header', btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsLeft })), 'signature'].join('.');
    const lasting = jwt(900);
    saveTokens({ access: jwt(10), refresh: 'r1' }, { persist: true });
    const http = installFakeHttp((request) =>
      request.path === '/api/auth/token/refresh/'
        ? json(200, { access: lasting, refresh: 'r2' })
        : json(200, { ...makeListEpaper({ id: 7 }), pages: [] }),
    );
    const tus = installFakeTusServer();
    await startEpaperUpload(input()).done;
    expect(http.requests.filter((request) => request.path === '/api/auth/token/refresh/')).toHaveLength(1);
    expect(tus.requests.map((request) => request.headers.Authorization)).toEqual([
      `Bearer ${lasting}`,
      `Bearer ${lasting}`,
      `Bearer ${lasting}`,
    ]);

    // Refused with a token the browser thought good: renewed, and the creation sent again.
    saveTokens({ access: 'revoked', refresh: 'r2' }, { persist: true });
    const renewed = installFakeTusServer({
      intercept: (request) =>
        request.headers.Authorization === 'Bearer revoked'
          ? { status: 401, body: { message: 'Token expired', code: 'token_not_valid' } }
          : undefined,
    });
    await startEpaperUpload(input({ title: 'Another' })).done;
    expect(renewed.requests.map((request) => request.headers.Authorization)).toEqual([
      'Bearer revoked',
      `Bearer ${lasting}`,
      `Bearer ${lasting}`,
      `Bearer ${lasting}`,
    ]);
    expect(getAccessToken()).toBe(lasting);
  });
});
