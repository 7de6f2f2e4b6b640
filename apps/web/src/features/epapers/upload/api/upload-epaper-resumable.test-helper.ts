import { vi } from 'vitest';

/** An answer: its status, headers and JSON body. */
export type TusAnswer = { status: number; headers?: Record<string, string>; body?: unknown };

/** One request the fake tus server saw. */
export type TusRequest = {
  method: string;
  /** The path, e.g. `/api/epapers/uploads/1`. */
  path: string;
  headers: Record<string, string>;
  /** A PATCH's bytes. */
  body: Blob | null;
  /** Reports `loaded` bytes of the body sent, as the browser does while a request goes. */
  progress: (loaded: number) => void;
  /** Answers a request `intercept` held: with `answer`, or as the server would. */
  respond: (answer?: TusAnswer) => void;
};

/** An upload the server holds: its fields (decoded) and the bytes that have arrived. */
export type HeldUpload = { metadata: Record<string, string>; length: number; parts: Blob[]; offset: number };

/**
 * What a test decides for a request before the server handles it: an answer of its own,
 * `drop` (the line dies: no answer at all, nothing stored), `hold` (no answer until the
 * test calls the request's `respond`), or nothing (the server answers). `finish` answers
 * the PATCH that completes an upload (204 with `Epaper-Id: 7` unless told).
 */
export type TusBehaviour = {
  intercept?: (request: TusRequest, held: HeldUpload | undefined) => TusAnswer | 'drop' | 'hold' | undefined;
  finish?: (upload: HeldUpload) => TusAnswer | 'drop';
};

const UPLOADS = '/api/epapers/uploads/';

/** tus's Upload-Metadata, `name base64` pairs, decoded as UTF-8. */
export function decodeMetadata(header: string | undefined): Record<string, string> {
  const pairs = (header ?? '').split(',').filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => {
      const [name = '', value = ''] = pair.split(' ');
      const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
      return [name, new TextDecoder().decode(bytes)];
    }),
  );
}

/**
 * Replaces XMLHttpRequest (the boundary tus-js-client's browser build sends through) with
 * a tus server in memory: POST creates an upload, HEAD answers its offset, PATCH appends
 * (the last one answers the edition), DELETE removes it; an unknown upload is a 404. Every
 * request is recorded, and a test may cut the line or answer for the server.
 */
export function installFakeTusServer(behaviour: TusBehaviour = {}) {
  const requests: TusRequest[] = [];
  const uploads = new Map<string, HeldUpload>();
  let created = 0;

  function serve(request: TusRequest): TusAnswer | 'drop' {
    const held = uploads.get(request.path);
    const offset = { 'Upload-Offset': String(held?.offset ?? 0) };
    if (request.method === 'POST' && request.path === UPLOADS) {
      created += 1;
      const path = `${UPLOADS}${created}`;
      const metadata = decodeMetadata(request.headers['Upload-Metadata']);
      uploads.set(path, { metadata, length: Number(request.headers['Upload-Length']), parts: [], offset: 0 });
      return { status: 201, headers: { Location: path } };
    }
    if (!held) return { status: 404, body: { message: 'Not found.', code: 'not_found' } };
    if (request.method === 'HEAD') {
      return { status: 200, headers: { ...offset, 'Upload-Length': String(held.length), 'Cache-Control': 'no-store' } };
    }
    if (request.method === 'DELETE') {
      uploads.delete(request.path);
      return { status: 204 };
    }
    if (Number(request.headers['Upload-Offset']) !== held.offset) {
      return { status: 409, body: { message: 'Upload-Offset conflict', code: 'upload_offset_mismatch' } };
    }
    held.parts.push(request.body ?? new Blob());
    held.offset += request.body?.size ?? 0;
    if (held.offset < held.length) return { status: 204, headers: { 'Upload-Offset': String(held.offset) } };
    // Every byte is here: the server makes the edition (or refuses) and keeps nothing.
    uploads.delete(request.path);
    return (
      behaviour.finish?.(held) ?? {
        status: 204,
        headers: { 'Upload-Offset': String(held.offset), 'Epaper-Id': '7' },
      }
    );
  }

  class FakeTusXmlHttpRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: ((event: ProgressEvent) => void) | null = null;
    private request: TusRequest = {
      method: '',
      path: '',
      headers: {},
      body: null,
      progress: (loaded) => {
        const total = this.request.body?.size ?? 0;
        this.upload.onprogress?.(new ProgressEvent('progress', { loaded, total, lengthComputable: true }));
      },
      respond: (answer) => this.answer(answer ?? serve(this.request)),
    };
    private answerHeaders: Record<string, string> = {};
    private aborted = false;

    private answer(answer: TusAnswer | 'drop') {
      if (this.aborted) return;
      if (answer === 'drop') {
        this.onerror?.(new ProgressEvent('error'));
        return;
      }
      if (this.request.body) this.request.progress(this.request.body.size);
      this.status = answer.status;
      this.answerHeaders = answer.headers ?? {};
      this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
      this.onload?.();
    }

    open(method: string, url: string) {
      this.request.method = method;
      this.request.path = new URL(url, 'http://localhost').pathname;
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }

    getResponseHeader(name: string): string | null {
      const key = Object.keys(this.answerHeaders).find((header) => header.toLowerCase() === name.toLowerCase());
      return key === undefined ? null : (this.answerHeaders[key] ?? null);
    }

    send(body: Blob | null = null) {
      this.request.body = body;
      requests.push(this.request);
      // Answered later, as over a line, so the client's own steps run in between.
      setTimeout(() => {
        const own = behaviour.intercept?.(this.request, uploads.get(this.request.path));
        if (own !== 'hold') this.answer(own ?? serve(this.request));
      }, 0);
    }

    abort() {
      this.aborted = true;
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeTusXmlHttpRequest);
  return {
    requests,
    uploads,
    /** The requests as "METHOD path", in order. */
    seen: () => requests.map((request) => `${request.method} ${request.path}`),
  };
}
