import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { BigIntStats } from 'node:fs';
import { copyFile, link, mkdir, open, realpath, rename, rm, rmdir, stat, unlink, utimes } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileNotFoundError, assertValidKey } from './file-store.ts';
import type { FileStore, StoredFile } from './file-store.ts';
import { HEARTBEAT_MS, HEARTBEAT_STALE_MS, isOwnerGone, ownTempFolderName } from './temp-folder-owner.ts';

// No key segment may start with '.', so this folder never collides with a stored file. It sits
// inside the root so that the final rename stays on one file system, where it is atomic.
const TEMP_FOLDER = '.tmp';
// Older versions wrote straight into TEMP_FOLDER, naming no owner; such a file is judged by its age:
// far longer than any upload takes, so an older one belongs to a process that died mid-put.
const STALE_UNOWNED_TEMP_FILE_AGE_MS = 60 * 60 * 1000;

/**
 * Files in folders under `rootDir`, one file per key. A put writes a temporary file and renames
 * it over the old one, so readers see the old content or the new, never a mix. Subfolders
 * must not be symlinks to another file system (the rename could not be atomic there).
 */
export function createDiskFileStore(rootDir: string): FileStore {
  const root = resolve(rootDir);
  // This store's own temporary folder (see temp-folder-owner.ts): a start removes the
  // folders of dead processes at once, and a live one's never.
  const tempRoot = join(root, TEMP_FOLDER);
  const ownFolderName = ownTempFolderName();
  const tempFolder = join(tempRoot, ownFolderName);
  sweepTempFolders(tempRoot, ownFolderName);
  mkdirSync(tempFolder, { recursive: true });
  // The heartbeat says this process still writes here; the sweep finds, while it runs,
  // the folders of processes that died after it started (say on another host).
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(tempFolder, now, now).catch(() => undefined);
  }, HEARTBEAT_MS);
  const sweep = setInterval(() => {
    try {
      sweepTempFolders(tempRoot, ownFolderName);
    } catch {
      // A folder that cannot be read now may be readable at the next round.
    }
  }, HEARTBEAT_STALE_MS);
  heartbeat.unref();
  sweep.unref();
  const pathOf = (key: string) => join(root, ...key.split('/'));

  return {
    async put(key, body) {
      assertValidKey(key);
      const finalPath = pathOf(key);
      await mkdir(tempFolder, { recursive: true });
      const tempPath = join(tempFolder, randomUUID());
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        // `flush` fsyncs before close: a crash after the rename must not leave an empty file.
        await pipeline(source, createWriteStream(tempPath, { flags: 'wx', flush: true }));
        // rename keeps inode, size and mtime, so this is what stat will say of the final path.
        const written = await stat(tempPath, { bigint: true });
        // The key's folder only now: a put that fails (an upload refused or cut) leaves none.
        await mkdir(dirname(finalPath), { recursive: true });
        await rename(tempPath, finalPath);
        return toStoredFile(written);
      } catch (error) {
        // Failing to clean up must not hide why the put failed; the start-up sweep gets it later.
        await rm(tempPath, { force: true }).catch(() => undefined);
        throw error;
      }
    },

    async stat(key) {
      assertValidKey(key);
      const stats = await statIfFile(pathOf(key));
      return stats && toStoredFile(stats);
    },

    async read(key, range) {
      assertValidKey(key);
      // Opening first makes a missing file a rejection here, not an error event on the stream,
      // and the open handle keeps reading this content even if a put replaces the file meanwhile.
      const handle = await openFile(pathOf(key), key);
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async localCopy(key) {
      assertValidKey(key);
      const path = pathOf(key);
      if (!(await statIfFile(path))) throw new FileNotFoundError(key);
      // The file itself: nothing was made for the caller, so there is nothing to release.
      return { path, release: async () => {} };
    },

    async copy(from, to) {
      assertValidKey(from);
      assertValidKey(to);
      const source = pathOf(from);
      if (!(await statIfFile(source))) throw new FileNotFoundError(from);
      const finalPath = pathOf(to);
      await mkdir(dirname(finalPath), { recursive: true });
      await mkdir(tempFolder, { recursive: true });
      const tempPath = join(tempFolder, randomUUID());
      try {
        // A hard link shares the bytes: free, and safe, since every put renames a new file
        // over its key (the other key keeps the old one) and delete unlinks only its own.
        // Across file systems (a subfolder mounted elsewhere), a real copy.
        await link(source, tempPath).catch(async (error: unknown) => {
          if (!(error instanceof Error && 'code' in error && error.code === 'EXDEV')) throw error;
          await copyFile(source, tempPath);
        });
        await rename(tempPath, finalPath);
      } catch (error) {
        await rm(tempPath, { force: true }).catch(() => undefined);
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await unlink(pathOf(key)).catch(ignoreMissing);
    },

    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`File store prefix must end with "/": ${JSON.stringify(prefix)}`);
      assertValidKey(prefix.slice(0, -1));
      const folder = pathOf(prefix.slice(0, -1));
      const realFolder = await realpath(folder).catch(ignoreMissing);
      // A file under the prefix's name is not under the prefix: `a/` must spare the key `a`.
      if (realFolder === undefined || !(await stat(realFolder)).isDirectory()) return;
      // Valid keys cannot climb out of the root, but a symlinked folder could lead a recursive
      // delete elsewhere on the machine.
      if (!realFolder.startsWith((await realpath(root)) + sep)) {
        throw new Error(`File store prefix ${JSON.stringify(prefix)} leads outside the store's folder`);
      }
      await rm(folder, { recursive: true, force: true });
    },

    async close() {
      clearInterval(heartbeat);
      clearInterval(sweep);
      // Only when empty (rmdir): a put still under way keeps its file, which the next sweep removes.
      await rmdir(tempFolder).catch(() => undefined);
    },
  };
}

/**
 * The ETag names the file's identity, not a hash of its content: every put writes a new file
 * (a new inode with a new mtime) and renames it into place, so device, inode, size and mtime in
 * nanoseconds change whenever the content does. stat then answers without reading the file, and
 * there is no sidecar holding a hash that a crash between two renames could leave disagreeing
 * with the file. The identity is hashed so that inode numbers do not leak (as in CVE-2003-1418).
 * Copying the folder elsewhere changes every ETag, which only costs clients a fresh download.
 */
function toStoredFile(stats: BigIntStats): StoredFile {
  const identity = `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeNs}`;
  const etag = `"${createHash('sha256').update(identity).digest('hex').slice(0, 32)}"`;
  return { size: Number(stats.size), etag, lastModified: stats.mtime };
}

async function statIfFile(path: string): Promise<BigIntStats | undefined> {
  const stats = await stat(path, { bigint: true }).catch(ignoreMissing);
  return stats?.isFile() ? stats : undefined;
}

async function openFile(path: string, key: string): Promise<FileHandle> {
  const handle = await open(path, 'r').catch(ignoreMissing);
  if (handle === undefined) throw new FileNotFoundError(key);
  let isFile: boolean;
  try {
    isFile = (await handle.stat()).isFile();
  } catch (error) {
    await handle.close();
    throw error;
  }
  // A key may name a folder that holds other keys; that is no file to read.
  if (!isFile) {
    await handle.close();
    throw new FileNotFoundError(key);
  }
  return handle;
}

/** For `.catch`: turns "no such file" into undefined and lets every other error through. */
function ignoreMissing(error: unknown): undefined {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  // ENOTDIR: a parent of the path is a file, so the path cannot exist.
  if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
  throw error;
}

/**
 * At start-up and then every minute: removes what the puts of dead processes left behind,
 * every partial file of a process known dead at once (see temp-folder-owner.ts).
 */
function sweepTempFolders(tempRoot: string, ownName: string): void {
  mkdirSync(tempRoot, { recursive: true });
  for (const name of readdirSync(tempRoot)) {
    if (name === ownName) continue;
    const path = join(tempRoot, name);
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) continue;
    const untouchedMs = Date.now() - stats.mtimeMs;
    if (isOwnerGone(name, untouchedMs) ?? untouchedMs > STALE_UNOWNED_TEMP_FILE_AGE_MS) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}
