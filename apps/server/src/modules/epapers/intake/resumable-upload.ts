// Uploads that survive a dropped connection: the tus protocol (@tus/server). An edition's
// PDF, and the PDF of a late page change (a replacement or an insert), go this way. The
// client creates the upload with its form's fields in `Upload-Metadata`, checked at once:
// for an edition title, description, publication_date, filename, and optionally
// scheduled_at, hold_if_late, confirm_same_day; for a page change `change` (replace or
// insert), `epaper_id` and the page range (from_page and to_page, or after_page). It sends
// the PDF in PATCHes, asking the offset with HEAD after a cut and going on from there. The
// bytes wait in a folder of this process (DATA_DIR/uploads); once all have arrived they
// stream through the same services as the single-request uploads (the `%PDF-` and size
// guard, the fields, the rows, the audit), and the answer names the edition made or
// changed (`Epaper-Id`). A finished upload is kept an hour, marked with its edition, so a
// client whose connection dropped right after the last bytes asks HEAD, hears the whole
// length and the edition, and does not send the file again. The clean-abandoned-uploads
// sweep removes those, and any upload left unfinished for a day.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import type { AppContext } from '../../../context.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { UploadPart } from '../upload-body.ts';
import { editionUploads, type ResumableUploadKind, type UploadCaller } from './intake.service.ts';

/** The URL path of resumable uploads, under which each upload has its own. */
export const RESUMABLE_UPLOADS_PATH = '/api/epapers/uploads';
/** How long an unfinished upload is kept, from its creation. */
export const ABANDONED_AFTER_MS = 24 * 3600 * 1000;
/** How long a finished upload is kept to answer a client that missed the last answer. */
export const FINISHED_KEPT_MS = 3600 * 1000;
/** The edition a finished upload made or changed: set here once it is done, never by the client. */
const RESULT_EPAPER_ID = 'result_epaper_id';
/** The admin who began an upload: only they may go on with it. */
const UPLOADED_BY = 'uploaded_by';
const FINISHED_AT = 'finished_at';
/** What the server marks an upload with; a client's metadata of these names is dropped. */
const MARKS = [RESULT_EPAPER_ID, UPLOADED_BY, FINISHED_AT];
/** The metadata that says which page change an upload is; without it, it is an edition. */
const CHANGE = 'change';

/** Page changes a resumable upload may make, by the `change` its metadata names. */
export type PageChangeUploads = Partial<Record<'replace' | 'insert', ResumableUploadKind>>;

/** Where unfinished uploads wait: a folder of this process's DATA_DIR. */
export const resumableUploadsFolder = (dataDir: string) => path.join(dataDir, 'uploads');

/** The datastore of unfinished uploads (the sweep opens its own to remove the abandoned). */
export function resumableUploadStore(dataDir: string): FileStore {
  return new FileStore({
    directory: resumableUploadsFolder(dataDir),
    expirationPeriodInMilliseconds: ABANDONED_AFTER_MS,
  });
}

const callers = new WeakMap<IncomingMessage, UploadCaller>();

export function setUploadCaller(raw: IncomingMessage, caller: UploadCaller): void {
  callers.set(raw, caller);
}

function callerOf(request: Request): UploadCaller {
  const raw = (request as Request & { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  const caller = raw && callers.get(raw);
  if (!caller) throw new Error('A resumable upload request reached tus without its caller');
  return caller;
}

/** The API's code for a refusal of the tus layer itself (a wrong offset, a missing upload…). */
function codeOfStatus(status: number): string {
  if (status === 404 || status === 410) return ERROR_CODES.notFound;
  if (status === 409) return ERROR_CODES.uploadOffsetMismatch;
  if (status === 412) return ERROR_CODES.preconditionFailed;
  if (status === 413) return ERROR_CODES.payloadTooLarge;
  if (status === 415) return ERROR_CODES.unsupportedMediaType;
  return status >= 500 ? ERROR_CODES.internal : ERROR_CODES.badRequest;
}

/**
 * Every answer of an error is the API's `{message, code}`: ours as they are, the tus
 * layer's own plain-text refusals wrapped, its unknown errors a 500 without their detail.
 */
function asApiError(error: unknown): { status_code: number; body: string } {
  const { status_code: status = 500, body = '' } = error as { status_code?: number; body?: string };
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    if (typeof parsed.code === 'string') return { status_code: status, body };
  } catch {
    // Plain text: tus's own words.
  }
  const message =
    status >= 500 ? 'The upload could not be stored. Try again.' : body.trim() || 'The upload was refused.';
  return { status_code: status, body: JSON.stringify({ message, code: codeOfStatus(status) }) };
}

/** A refusal as tus sends it: the API's error body, with its status. */
function tusRefusal(error: unknown): { status_code: number; body: string } {
  if (error instanceof HttpError) {
    return {
      status_code: error.statusCode,
      body: JSON.stringify({ message: error.message, code: error.code, ...(error.errors && { errors: error.errors }) }),
    };
  }
  throw error;
}

/** The fields an upload's metadata carries for its kind; anything else is ignored. */
const fieldsOf = (upload: Upload, kind: ResumableUploadKind): Record<string, string> =>
  Object.fromEntries(
    kind.fields.flatMap((name) => {
      const value = upload.metadata?.[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );

async function* partsOf(fields: Record<string, string>, filePath: string): AsyncGenerator<UploadPart> {
  for (const [name, value] of Object.entries(fields)) yield { kind: 'field', name, value };
  yield { kind: 'file', name: 'pdf_file', stream: createReadStream(filePath) };
}

/** Who began an upload, and the edition it made or changed once finished: what the route checks and tells. */
export async function uploadInfoOf(
  store: FileStore,
  uploadId: string,
): Promise<{ uploadedBy: string | undefined; resultEpaperId: string | undefined } | undefined> {
  if (!/^[0-9a-f]{1,64}$/.test(uploadId)) return undefined;
  const info = await store.configstore.get(uploadId).catch(() => undefined);
  if (!info) return undefined;
  return {
    uploadedBy: info.metadata?.[UPLOADED_BY] ?? undefined,
    resultEpaperId: info.metadata?.[RESULT_EPAPER_ID] ?? undefined,
  };
}

/**
 * Removes what waits too long: uploads begun more than a day ago and never finished, and
 * finished uploads an hour after they were made into editions. Answers how many.
 */
export async function removeStaleUploads(store: FileStore, now = Date.now()): Promise<number> {
  let removed = await store.deleteExpired();
  for (const id of (await store.configstore.list?.()) ?? []) {
    const finishedAt = (await store.configstore.get(id).catch(() => undefined))?.metadata?.[FINISHED_AT];
    if (finishedAt && now - Date.parse(finishedAt) > FINISHED_KEPT_MS) {
      await store.remove(id).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}

/** The kind of upload its metadata names: an edition, or one of the page changes; a 400 for another `change`. */
function kindOf(upload: Upload, edition: ResumableUploadKind, pageChanges: PageChangeUploads): ResumableUploadKind {
  const change = upload.metadata?.[CHANGE];
  // Named without a value (null) is a change of no kind, not an edition.
  if (change === undefined) return edition;
  const kind = change === 'replace' || change === 'insert' ? pageChanges[change] : undefined;
  if (!kind) {
    throw new HttpError(400, 'The change must be replace or insert.', ERROR_CODES.validation, {
      change: ['The change must be replace or insert.'],
    });
  }
  return kind;
}

/** The tus server of this process, bound to the app's services: editions, and the page changes it is given. */
export function createResumableUploads(
  ctx: AppContext,
  pageChanges: PageChangeUploads = {},
): { server: Server; store: FileStore } {
  const store = resumableUploadStore(ctx.settings.dataDir);
  const edition = editionUploads(ctx);
  /** The uploads whose change is being made now, by id: the edition it answers. */
  const finishings = new Map<string, Promise<number>>();
  /** Makes a finished upload's change, unless it was made already; marks it with its edition. */
  const finishOnce = async (caller: UploadCaller, upload: Upload): Promise<number> => {
    // As stored now, not as this request read it before the last bytes: another may have finished it since.
    const stored = await store.configstore.get(upload.id).catch(() => undefined);
    const made = stored?.metadata?.[RESULT_EPAPER_ID];
    if (made) return Number(made);
    const filePath = path.join(resumableUploadsFolder(ctx.settings.dataDir), upload.id);
    let epaperId: number;
    try {
      const kind = kindOf(upload, edition, pageChanges);
      const fields = fieldsOf(upload, kind);
      epaperId = await kind.finish(caller, fields, partsOf(fields, filePath), upload.size);
    } catch (error) {
      // Refused: nothing of it is kept.
      await store.remove(upload.id).catch(() => undefined);
      throw error;
    }
    const metadata = {
      ...upload.metadata,
      [RESULT_EPAPER_ID]: String(epaperId),
      [FINISHED_AT]: new Date().toISOString(),
    };
    await store.configstore.set(upload.id, Object.assign(upload, { metadata }));
    return epaperId;
  };
  const server = new Server({
    path: RESUMABLE_UPLOADS_PATH,
    datastore: store,
    maxSize: ctx.settings.uploadMaxBytes,
    relativeLocation: true,
    exposedHeaders: ['Epaper-Id'],
    onResponseError: async (_request, error) => asApiError(error),
    // The fields are checked before a byte is sent: a refusal costs the client nothing.
    onUploadCreate: async (request, upload) => {
      const caller = callerOf(request);
      try {
        const kind = kindOf(upload, edition, pageChanges);
        await kind.check(caller, fieldsOf(upload, kind));
      } catch (error) {
        throw tusRefusal(error);
      }
      const metadata = Object.fromEntries(
        Object.entries(upload.metadata ?? {}).filter(([name]) => !MARKS.includes(name)),
      );
      return { metadata: { ...metadata, [UPLOADED_BY]: String(caller.principal.userId) } };
    },
    // Every byte is here: the upload does what a single-request upload of its kind does,
    // once. tus asks again whenever a PATCH ends at the full length, an empty one too (a
    // client sending the end again, while the change is being made or after it was): those
    // wait for the one under way, or hear the edition it already made or changed.
    onUploadFinish: async (request, upload) => {
      const caller = callerOf(request);
      let finishing = finishings.get(upload.id);
      if (!finishing) {
        finishing = finishOnce(caller, upload).finally(() => finishings.delete(upload.id));
        finishings.set(upload.id, finishing);
      }
      try {
        return { headers: { 'Epaper-Id': await finishing } };
      } catch (error) {
        throw tusRefusal(error);
      }
    },
  });
  return { server, store };
}
