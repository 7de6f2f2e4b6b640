import type { Readable } from 'node:stream';

/** What the store knows of a stored file. */
export type StoredFile = {
  /** Bytes. */
  size: number;
  /** A strong validator of the content, quoted as HTTP wants it (`"…"`). */
  etag: string;
  lastModified: Date;
};

/** An inclusive byte range, as HTTP's `Range: bytes=start-end` names it. */
export type ByteRange = { start: number; end: number };

/**
 * Where e-paper files live: a directory under DATA_DIR by default, an S3-compatible bucket
 * when scaled out. Keys are relative paths (`epapers/12/pages/3.pdf`): lower-case
 * letters, digits, `-`, `_`, `.` and `/`, never `..`, never a leading `/`.
 */
export interface FileStore {
  /**
   * Stores `body` under `key`, replacing what was there. Readers never see a partial file:
   * until the stream has ended the old content (or nothing) is what they get. When the
   * body stream errors (an upload refused or cut mid-way), nothing is left under the key
   * and the promise rejects with that error.
   */
  put(key: string, body: Readable | Buffer, options?: { contentType?: string }): Promise<StoredFile>;
  /** The file's size and validator; undefined when there is none. */
  stat(key: string): Promise<StoredFile | undefined>;
  /** The file's content, or the bytes of `range`; rejects with FileNotFoundError when missing. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /**
   * A path on this machine holding the file, for readers that need a real file (MuPDF
   * reads from disk in pieces): the file itself on disk, a temporary download from S3.
   * `release` removes whatever was made for it.
   */
  localCopy(key: string): Promise<{ path: string; release: () => Promise<void> }>;
  /**
   * Stores the file under `from` under `to` as well, replacing what was there, without the
   * bytes passing through this process; rejects with FileNotFoundError when `from` holds
   * none. The two are separate files from then on: deleting or replacing one leaves the other.
   */
  copy(from: string, to: string): Promise<void>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix` (which ends with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Releases connections and timers. */
  close(): Promise<void>;
}

/** Reading a key that holds no file. */
export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
    this.name = 'FileNotFoundError';
  }
}

const KEY_PATTERN = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/;

// A file system refuses a name over 255 bytes (ENAMETOOLONG) and S3 a key over 1,024: a
// longer key is no file's, refused here rather than failing in the store.
const MAX_KEY_PART = 255;
const MAX_KEY = 1024;

/** Refuses a key that could leave the store's root, that a store could read differently, or that no store can hold. */
export function assertValidKey(key: string): void {
  const parts = key.split('/');
  if (
    key.length > MAX_KEY ||
    !KEY_PATTERN.test(key) ||
    parts.some((part) => part === '.' || part === '..' || part.length > MAX_KEY_PART)
  ) {
    throw new Error(`Invalid file store key: ${JSON.stringify(key)}`);
  }
}
