import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { route } from '@epaper/shared/route';
import { ApiError } from './api-error.ts';
import { getErrorMessage, getFieldErrors } from './error-messages.ts';
import { installFakeHttp, json } from './fake-http.test-helper.ts';
import { installFakeXhr } from './fake-xhr.test-helper.ts';
import { getAccessToken, saveTokens } from './token-storage.ts';
import { uploadWithProgress, type UploadProgress } from './upload-with-progress.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** An upload route of the contract's kind: a multipart POST answering an edition's id. */
const UPLOAD = route<{ response: { id: number } }>('POST', '/epapers/upload-paper/', 'admin');

function form(): FormData {
  const body = new FormData();
  body.append('title', 'Morning Edition');
  body.append('pdf_file', new File(['%PDF-1.7'], 'paper.pdf', { type: 'application/pdf' }));
  return body;
}

describe('uploadWithProgress', () => {
  it('posts the form to the API base with the bearer token, reports progress and answers the JSON', async () => {
    saveTokens({ access: 'a1', refresh: 'r1' }, { persist: true });
    const xhr = installFakeXhr();
    const seen: UploadProgress[] = [];
    const body = form();

    const done = uploadWithProgress(UPLOAD, body, {
      onProgress: (progress) => seen.push(progress),
    });
    const upload = await xhr.sent();
    expect(upload).toMatchObject({ method: 'POST', url: '/api/epapers/upload-paper/' });
    expect(upload.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer a1' });
    expect(upload.body).toBe(body);

    upload.progress(512, 2048);
    upload.progress(2048, 2048);
    upload.respond(201, { id: 9 });

    expect(await done).toEqual({ id: 9 });
    expect(seen).toEqual([
      { loaded: 512, total: 2048 },
      { loaded: 2048, total: 2048 },
    ]);
  });

  it('takes the method and the path, its parameters filled in, from the route', async () => {
    const xhr = installFakeXhr((upload) => upload.respond(200, { id: 5 }));
    const replace = route<{ params: { id: number }; response: { id: number } }>('PUT', '/things/:id/file/', 'admin');
    expect(await uploadWithProgress(replace, form(), { params: { id: 5 } })).toEqual({ id: 5 });
    expect(xhr.uploads[0]).toMatchObject({ method: 'PUT', url: '/api/things/5/file/' });
  });

  it('rejects a refused upload with an ApiError carrying the field errors', async () => {
    const xhr = installFakeXhr((upload) =>
      upload.respond(400, {
        message: 'Only PDF files are allowed.',
        code: 'validation_error',
        errors: { pdf_file: ['Only PDF files are allowed.'] },
      }),
    );
    const error = await uploadWithProgress(UPLOAD, form()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(getErrorMessage(error)).toBe('Only PDF files are allowed.');
    expect(getFieldErrors(error)).toEqual({ pdf_file: 'Only PDF files are allowed.' });
    expect(xhr.uploads).toHaveLength(1);
  });

  it('rejects with the network ApiError when no answer arrives', async () => {
    installFakeXhr((upload) => upload.fail());
    const error = await uploadWithProgress(UPLOAD, form()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('renews the token once on a 401 and sends the body again', async () => {
    saveTokens({ access: 'old', refresh: 'r1' }, { persist: true });
    const http = installFakeHttp(() => json(200, { access: 'new', refresh: 'r2' }));
    const xhr = installFakeXhr((upload) =>
      upload.headers.Authorization === 'Bearer new'
        ? upload.respond(201, { id: 3 })
        : upload.respond(401, { message: 'Token expired', code: 'token_not_valid' }),
    );

    expect(await uploadWithProgress(UPLOAD, form())).toEqual({ id: 3 });
    expect(xhr.uploads.map((upload) => upload.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(http.requests.map((request) => request.path)).toEqual(['/api/auth/token/refresh/']);
    expect(getAccessToken()).toBe('new');
  });

  it('renews an access token about to end before the upload starts, so the body is sent once', async () => {
    const jwt = (secondsLeft: number) =>
      ['header', btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsLeft })), 'signature'].join('.');
    const ending = jwt(30);
    saveTokens({ access: ending, refresh: 'r1' }, { persist: true });
    const lasting = jwt(900);
    const http = installFakeHttp(() => json(200, { access: lasting, refresh: 'r2' }));
    const xhr = installFakeXhr((upload) => upload.respond(201, { id: 4 }));

    expect(await uploadWithProgress(UPLOAD, form())).toEqual({ id: 4 });
    expect(http.requests.map((request) => request.path)).toEqual(['/api/auth/token/refresh/']);
    expect(xhr.uploads.map((upload) => upload.headers.Authorization)).toEqual([`Bearer ${lasting}`]);

    // A token with time left is used as it is.
    expect(await uploadWithProgress(UPLOAD, form())).toEqual({ id: 4 });
    expect(http.requests).toHaveLength(1);
    expect(xhr.uploads.at(-1)?.headers.Authorization).toBe(`Bearer ${lasting}`);
  });

  it('aborts the request when the signal fires, rejecting with an AbortError', async () => {
    const xhr = installFakeXhr();
    const controller = new AbortController();
    const done = uploadWithProgress(UPLOAD, form(), { signal: controller.signal });
    const upload = await xhr.sent();
    controller.abort();
    const error = await done.catch((caught: unknown) => caught);
    expect(upload.isAborted).toBe(true);
    expect((error as DOMException).name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('sends nothing when the signal has already fired', async () => {
    const xhr = installFakeXhr();
    const controller = new AbortController();
    controller.abort();
    await expect(uploadWithProgress(UPLOAD, form(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(xhr.uploads).toHaveLength(0);
  });
});
