// A backup is one gzipped tar file: a manifest first, then the database's part, then the
// file store's files. Written under a temporary name and renamed when complete, so a
// backup that failed half-way never looks like one that succeeded.
import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract as tarExtract, pack as tarPack, type Header } from 'tar-stream';

/** The first entry of every archive: what it holds and how to restore it. */
export const MANIFEST_NAME = 'epaper-backup.json';

export type BackupManifest = {
  /** Archive layout version; a restore refuses one it does not know. */
  format: 1;
  /** `cluster`: a copy of the embedded PostgreSQL's folder; `dump`: pg_dump's custom format of a server's database. */
  database: 'cluster' | 'dump';
  /** PostgreSQL's version string where the backup was taken. */
  postgresVersion: string;
  createdAt: string;
  /** Whether the archive holds the file store's folder (false with an S3 bucket). */
  hasFiles: boolean;
};

/** Streams entries into `file`.partial and renames it to `file` on `finish()`. */
export type ArchiveWriter = {
  addText: (name: string, text: string) => Promise<void>;
  /** A folder entry (kept empty on restore when its contents are left out). */
  addFolder: (name: string) => Promise<void>;
  /**
   * A file as it is now. A file that changes while it is read is stored at the size it had
   * when the entry began (cut, or padded with zeros if it shrank), as pg_basebackup does:
   * the cluster's write-ahead log repairs such pages on restore. False when it vanished.
   */
  addFile: (name: string, source: string) => Promise<boolean>;
  /** Every file and folder under `root` as `prefix/…`, less those `skip` names (paths relative to root, with /). */
  addTree: (prefix: string, root: string, skip?: (relative: string, isFolder: boolean) => boolean) => Promise<void>;
  finish: () => Promise<void>;
  abort: () => Promise<void>;
};

const CHUNK = 1024 * 1024;

export async function createArchiveWriter(file: string): Promise<ArchiveWriter> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const pack = tarPack();
  // Level 1: the archive is mostly table pages and write-ahead log that compress well even
  // so, and a backup of a busy server should cost it little CPU.
  const written = pipeline(pack, createGzip({ level: 1 }), createWriteStream(partial, { mode: 0o600 }));
  written.catch(() => undefined); // observed by finish() and abort()

  const entry = (header: Partial<Header> & Pick<Header, 'name'>, body?: string | Buffer) =>
    new Promise<void>((resolve, reject) => {
      const done = (error?: Error | null) => (error ? reject(error) : resolve());
      if (body === undefined) pack.entry(header, done);
      else pack.entry(header, body, done);
    });

  const addFile = async (name: string, source: string): Promise<boolean> => {
    let handle;
    try {
      handle = await open(source, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    try {
      const stats = await handle.stat();
      const size = stats.size;
      await new Promise<void>((resolve, reject) => {
        const sink = pack.entry({ name, size, mode: stats.mode & 0o777, mtime: stats.mtime }, (error) =>
          error ? reject(error) : resolve(),
        );
        void (async () => {
          const buffer = Buffer.alloc(CHUNK);
          let position = 0;
          while (position < size) {
            const want = Math.min(CHUNK, size - position);
            const { bytesRead } = await handle.read(buffer, 0, want, position);
            if (bytesRead === 0) {
              // Shrunk while we read: the rest is zeros, as the header promised its size.
              buffer.fill(0, 0, want);
            }
            const chunk = Buffer.from(buffer.subarray(0, bytesRead || want));
            position += chunk.length;
            if (!sink.write(chunk)) await new Promise<void>((drained) => sink.once('drain', () => drained()));
          }
          sink.end(undefined);
        })().catch(reject);
      });
      return true;
    } finally {
      await handle.close();
    }
  };

  // Files with several names (the file store hard-links an edition's copies) are stored
  // once; their other names become links to the first, as tar does.
  const storedInodes = new Map<string, string>();

  const addTree = async (
    prefix: string,
    root: string,
    skip: (relative: string, isFolder: boolean) => boolean = () => false,
  ): Promise<void> => {
    const walk = async (relative: string): Promise<void> => {
      let names: string[];
      try {
        names = (await readdir(path.join(root, relative))).sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const name of names) {
        const child = relative ? `${relative}/${name}` : name;
        const stats = await lstat(path.join(root, child)).catch(() => undefined);
        if (!stats) continue; // removed meanwhile
        if (stats.isDirectory()) {
          if (skip(child, true)) continue;
          await entry({ name: `${prefix}/${child}`, type: 'directory', mode: stats.mode & 0o777 });
          await walk(child);
        } else if (stats.isFile() && !skip(child, false)) {
          const name = `${prefix}/${child}`;
          const inode = stats.nlink > 1 ? `${stats.dev}:${stats.ino}` : undefined;
          const first = inode === undefined ? undefined : storedInodes.get(inode);
          if (first !== undefined) {
            await entry({ name, type: 'link', linkname: first, mode: stats.mode & 0o777 });
          } else if ((await addFile(name, path.join(root, child))) && inode !== undefined) {
            storedInodes.set(inode, name);
          }
        }
      }
    };
    await entry({ name: prefix, type: 'directory', mode: 0o700 });
    await walk('');
  };

  return {
    addText: (name, text) => entry({ name, mode: 0o600 }, Buffer.from(text)),
    addFolder: (name) => entry({ name, type: 'directory', mode: 0o700 }),
    addFile,
    addTree,
    async finish() {
      pack.finalize();
      await written;
      await rename(partial, file);
    },
    async abort() {
      pack.destroy();
      await written.catch(() => undefined);
      await rm(partial, { force: true });
    },
  };
}

/** One entry as the archive is read: its name, kind and content (drain or pipe it); a link names its first file. */
export type ArchiveEntry = {
  name: string;
  type: 'file' | 'directory' | 'link';
  mode: number;
  linkname: string | undefined;
  body: AsyncIterable<Buffer>;
};

/** Refuses names that would land outside the target folder. */
export function isSafeEntryName(name: string): boolean {
  const normalized = path.posix.normalize(name);
  return !path.posix.isAbsolute(name) && normalized !== '..' && !normalized.startsWith('../') && !name.includes('\0');
}

/** Reads `file` entry by entry; `onEntry` must consume each body before resolving. */
export async function readArchive(file: string, onEntry: (entry: ArchiveEntry) => Promise<void>): Promise<void> {
  const extract = tarExtract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => undefined);
  for await (const item of extract) {
    const { name, type, mode, linkname } = item.header;
    if (type !== 'file' && type !== 'directory' && type !== 'link') {
      item.resume();
      continue;
    }
    await onEntry({
      name: name.replace(/\/$/, ''),
      type,
      mode: mode ?? 0o600,
      linkname: linkname ?? undefined,
      body: item as AsyncIterable<Buffer>,
    });
  }
  await reading;
}

/** The archive's first entry as text (the manifest), read without going through the rest. */
export async function readFirstEntry(file: string): Promise<{ name: string; text: string } | undefined> {
  const source = createReadStream(file);
  const extract = tarExtract();
  const reading = pipeline(source, createGunzip(), extract);
  reading.catch(() => undefined);
  try {
    for await (const item of extract) {
      let text = '';
      for await (const chunk of item) text += String(chunk);
      return { name: item.header.name, text };
    }
    await reading;
    return undefined;
  } finally {
    source.destroy();
  }
}
