import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskFileStore } from './disk-file-store.ts';
import { FileNotFoundError } from './file-store.ts';
import type { FileStore } from './file-store.ts';
import { openFileStore } from './open-file-store.ts';
import { startS3TestServer, TEST_BUCKET, TEST_S3_CREDENTIALS } from '../../test/s3-test-server.ts';

const MiB = 1024 * 1024;

/** A store under test and the folder its bytes end up in, to look for leftovers. */
type StoreFixture = {
  store: FileStore;
  storageFolder: string;
  /** Whether localCopy makes a copy that release removes (S3), or hands out the file itself (disk). */
  copiesAreTemporary: boolean;
  stop: () => Promise<void>;
};

async function startDiskStore(): Promise<StoreFixture> {
  const rootDir = await mkdtemp(join(tmpdir(), 'file-store-disk-'));
  const store = openFileStore({ kind: 'disk', rootDir });
  return {
    store,
    storageFolder: rootDir,
    copiesAreTemporary: false,
    stop: async () => {
      await store.close();
      await rm(rootDir, { recursive: true, force: true });
    },
  };
}

async function startS3Store({ abortsToRefuse = 0 } = {}): Promise<StoreFixture> {
  const server = await startS3TestServer({ abortsToRefuse });
  const store = openFileStore({
    kind: 's3',
    bucket: TEST_BUCKET,
    endpoint: server.endpoint,
    region: 'us-east-1',
    ...TEST_S3_CREDENTIALS,
    forcePathStyle: true,
    prefix: 'tenant-a',
  });
  return {
    store,
    storageFolder: server.directory,
    copiesAreTemporary: true,
    stop: async () => {
      await store.close();
      await server.close();
    },
  };
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** `size` random bytes in 1 MiB chunks, made as they are read, and the hash of them all. */
function generatedBody(size: number): { body: Readable; sha256: () => string } {
  const hash = createHash('sha256');
  const body = Readable.from(
    (function* chunks() {
      for (let sent = 0; sent < size; sent += MiB) {
        const chunk = randomBytes(Math.min(MiB, size - sent));
        hash.update(chunk);
        yield chunk;
      }
    })(),
  );
  return { body, sha256: () => hash.digest('hex') };
}

/** A body that sends `bytesBeforeFailure` bytes, then fails as a refused upload would. */
function failingBody(bytesBeforeFailure: number, failure: Error): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytesBeforeFailure) {
        this.destroy(failure);
        return;
      }
      sent += MiB;
      this.push(randomBytes(MiB));
    },
  });
}

/** The id of a process that ran on this machine and has exited. */
function exitedProcessId(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', '']);
    child.once('error', reject);
    child.once('exit', () => resolve(child.pid ?? 0));
  });
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function readAll(store: FileStore, key: string, range?: { start: number; end: number }): Promise<Buffer> {
  return buffer(await store.read(key, range));
}

describe.each([
  { name: 'disk', start: startDiskStore },
  { name: 's3', start: () => startS3Store() },
])('$name file store', ({ start }) => {
  let fixture: StoreFixture;
  let store: FileStore;

  beforeAll(async () => {
    fixture = await start();
    store = fixture.store;
  });

  afterAll(async () => {
    await fixture?.stop();
  });

  it('stores a Buffer and a stream and reads the same bytes back', async () => {
    const fromBuffer = await store.put('epapers/1/buffer.pdf', Buffer.from('%PDF from a buffer'), {
      contentType: 'application/pdf',
    });
    await store.put('epapers/1/stream.pdf', Readable.from([Buffer.from('%PDF '), Buffer.from('from a stream')]));

    expect((await readAll(store, 'epapers/1/buffer.pdf')).toString()).toBe('%PDF from a buffer');
    expect((await readAll(store, 'epapers/1/stream.pdf')).toString()).toBe('%PDF from a stream');
    expect(fromBuffer.size).toBe(18);
    expect(fromBuffer.etag).toMatch(/^"[^"]+"$/);
    expect(await store.stat('epapers/1/buffer.pdf')).toEqual(fromBuffer);
  });

  it('changes the ETag when the content changes, and only then', async () => {
    const first = await store.put('epapers/etag/a.pdf', Buffer.from('first'));
    expect((await store.stat('epapers/etag/a.pdf'))?.etag).toBe(first.etag);
    expect((await store.stat('epapers/etag/a.pdf'))?.etag).toBe(first.etag);

    const second = await store.put('epapers/etag/a.pdf', Buffer.from('second'));
    expect(second.etag).not.toBe(first.etag);
    expect(await store.stat('epapers/etag/a.pdf')).toMatchObject({ size: 6, etag: second.etag });
  });

  it('streams a file of many MiB through without holding it whole', { timeout: 20_000 }, async () => {
    const size = 20 * MiB + 123;
    const { body, sha256 } = generatedBody(size);

    const stored = await store.put('epapers/big/original.pdf', body);

    expect(stored.size).toBe(size);
    expect(await sha256Of(await store.read('epapers/big/original.pdf'))).toBe(sha256());
  });

  it('reads byte ranges', async () => {
    const content = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz');
    await store.put('epapers/range/a.pdf', content);

    expect(await readAll(store, 'epapers/range/a.pdf', { start: 0, end: 9 })).toEqual(content.subarray(0, 10));
    expect(await readAll(store, 'epapers/range/a.pdf', { start: 10, end: 15 })).toEqual(Buffer.from('abcdef'));
    expect(await readAll(store, 'epapers/range/a.pdf', { start: 35, end: 35 })).toEqual(Buffer.from('z'));
  });

  it('rejects with the body’s own error and leaves nothing when the body fails mid-way', async () => {
    const leftoversBefore = await filesUnder(fixture.storageFolder);
    const tooLarge = new Error('too large');

    // More than one 8 MiB part, so that S3 has a multipart upload to abort.
    await expect(store.put('epapers/failed/original.pdf', failingBody(10 * MiB, tooLarge))).rejects.toBe(tooLarge);

    expect(await store.stat('epapers/failed/original.pdf')).toBeUndefined();
    expect(await filesUnder(fixture.storageFolder)).toEqual(leftoversBefore);
  });

  it('keeps the old content when a put over it fails', async () => {
    const old = await store.put('epapers/kept/original.pdf', Buffer.from('old content'));

    await expect(store.put('epapers/kept/original.pdf', failingBody(2 * MiB, new Error('cut')))).rejects.toThrow('cut');

    expect((await readAll(store, 'epapers/kept/original.pdf')).toString()).toBe('old content');
    expect(await store.stat('epapers/kept/original.pdf')).toEqual(old);
  });

  it('answers for a key that holds nothing', async () => {
    const key = 'epapers/missing/original.pdf';
    expect(await store.stat(key)).toBeUndefined();
    await expect(store.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(store.read(key, { start: 0, end: 1 })).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(store.localCopy(key)).rejects.toMatchObject({ name: 'FileNotFoundError', key });
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('copies a file under another key, after which each lives on its own', async () => {
    await store.put('epapers/copied/original.pdf', Buffer.from('%PDF original'), { contentType: 'application/pdf' });

    await store.copy('epapers/copied/original.pdf', 'epapers/copy-a/pages/1.pdf');
    await store.copy('epapers/copied/original.pdf', 'epapers/copy-b/original.pdf');
    expect((await readAll(store, 'epapers/copy-a/pages/1.pdf')).toString()).toBe('%PDF original');
    expect(await store.stat('epapers/copy-a/pages/1.pdf')).toMatchObject({ size: 13 });

    await store.put('epapers/copy-a/pages/1.pdf', Buffer.from('%PDF replaced'));
    expect((await readAll(store, 'epapers/copied/original.pdf')).toString()).toBe('%PDF original');
    await store.deletePrefix('epapers/copied/');
    expect((await readAll(store, 'epapers/copy-b/original.pdf')).toString()).toBe('%PDF original');
    expect((await readAll(store, 'epapers/copy-a/pages/1.pdf')).toString()).toBe('%PDF replaced');
  });

  it('copies nothing from a key that holds nothing', async () => {
    await expect(store.copy('epapers/missing/original.pdf', 'epapers/copy-c/original.pdf')).rejects.toMatchObject({
      name: 'FileNotFoundError',
      key: 'epapers/missing/original.pdf',
    });
    expect(await store.stat('epapers/copy-c/original.pdf')).toBeUndefined();
  });

  it('deletes a file', async () => {
    await store.put('epapers/deleted/original.pdf', Buffer.from('x'));
    await store.delete('epapers/deleted/original.pdf');
    expect(await store.stat('epapers/deleted/original.pdf')).toBeUndefined();
  });

  it('deletes everything under a prefix and nothing beside it', async () => {
    const doomed = ['epapers/7/original.pdf', 'epapers/7/pages/1.pdf', 'epapers/7/pages/thumbs/1.webp'];
    const spared = ['epapers/70/original.pdf', 'epapers/8/original.pdf', 'epapers/7.pdf'];
    for (const key of [...doomed, ...spared]) await store.put(key, Buffer.from(key));

    await store.deletePrefix('epapers/7/');

    for (const key of doomed) expect(await store.stat(key), key).toBeUndefined();
    for (const key of spared) expect(await store.stat(key), key).toBeDefined();
    await expect(store.deletePrefix('epapers/none/')).resolves.toBeUndefined();
  });

  it('hands out a local file with the content, and release removes only what was made for it', async () => {
    await store.put('epapers/local/original.pdf', Buffer.from('%PDF local'));

    const copy = await store.localCopy('epapers/local/original.pdf');
    expect((await readFile(copy.path)).toString()).toBe('%PDF local');
    await copy.release();

    expect(existsSync(copy.path)).toBe(!fixture.copiesAreTemporary);
    expect(await store.stat('epapers/local/original.pdf')).toBeDefined();
  });

  it.each([
    '../x',
    '/abs',
    'a/../../b',
    'a//b',
    'A.pdf',
    'a\\b',
    '',
    'a/./b',
    'a/',
    'a'.repeat(256),
    'a/'.repeat(600) + 'b',
  ])('refuses the key %j', async (key) => {
    const invalid = /Invalid file store key/;
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(invalid);
    await expect(store.stat(key)).rejects.toThrow(invalid);
    await expect(store.read(key)).rejects.toThrow(invalid);
    await expect(store.localCopy(key)).rejects.toThrow(invalid);
    await expect(store.delete(key)).rejects.toThrow(invalid);
    await expect(store.copy(key, 'epapers/1/copy.pdf')).rejects.toThrow(invalid);
    await expect(store.copy('epapers/1/buffer.pdf', key)).rejects.toThrow(invalid);
  });

  it.each(['../', '/', '', 'epapers/1', 'epapers//', 'a/../'])('refuses the prefix %j', async (prefix) => {
    await expect(store.deletePrefix(prefix)).rejects.toThrow(/file store (key|prefix)/i);
  });
});

describe('disk file store', () => {
  let rootDir: string;

  beforeAll(async () => {
    rootDir = await mkdtemp(join(tmpdir(), 'file-store-disk-only-'));
  });

  afterAll(async () => {
    await rm(rootDir, { recursive: true, force: true });
  });

  it('writes its temporary files in a folder of its own, which close removes when empty', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'file-store-own-temp-'));
    const store = createDiskFileStore(folder);
    const [own] = await readdir(join(folder, '.tmp'));
    expect(own).toMatch(/^[0-9a-f]{16}-\d+-\d+-[0-9a-f]{8}$/);

    await store.close();

    expect(await readdir(join(folder, '.tmp'))).toEqual([]);
    await rm(folder, { recursive: true, force: true });
  });

  it('sweeps at start the temporary files of dead processes at once, and spares live ones', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'file-store-sweep-'));
    const temp = join(folder, '.tmp');
    // The host part of the names this host's stores give their folders.
    const probe = createDiskFileStore(folder);
    const [probeFolder = ''] = await readdir(temp);
    await probe.close();
    const host = probeFolder.split('-')[0];
    const deadPid = await exitedProcessId();
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);
    const leftovers: Record<string, { touched?: Date; gone: boolean }> = {
      // A process of this host that was killed a moment ago: its folder goes at once.
      [`${host}-${deadPid}-0-0000dead`]: { gone: true },
      // This very process (another store of it): alive.
      [`${host}-${process.pid}-0-00a11ce0`]: { gone: false },
      // Another host's process that touched its folder just now: alive as far as anyone can tell.
      ['0123456789abcdef-1-0-00000001']: { gone: false },
      // Another host's process silent for two minutes: gone.
      ['0123456789abcdef-2-0-00000002']: { touched: minutesAgo(2), gone: true },
      // Files of an older version, which wrote straight into .tmp/: by age, an hour.
      ['legacy-in-progress']: { gone: false },
      ['legacy-stale']: { touched: minutesAgo(120), gone: true },
    };
    for (const [name, { touched }] of Object.entries(leftovers)) {
      if (name.startsWith('legacy')) {
        await writeFile(join(temp, name), 'x');
      } else {
        await mkdir(join(temp, name));
        await writeFile(join(temp, name, 'partial'), 'x');
      }
      if (touched) await utimes(join(temp, name), touched, touched);
    }

    const store = createDiskFileStore(folder);

    const kept = Object.entries(leftovers).flatMap(([name, { gone }]) => (gone ? [] : [name]));
    const remaining = await readdir(temp);
    expect(remaining.filter((name) => name in leftovers).sort()).toEqual(kept.sort());
    await store.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('leaves no folder for a key whose put failed', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'file-store-failed-put-'));
    const store = createDiskFileStore(folder);

    await expect(store.put('epapers/refused/original.pdf', failingBody(2 * MiB, new Error('refused')))).rejects.toThrow(
      'refused',
    );

    expect(existsSync(join(folder, 'epapers'))).toBe(false);
    await store.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('does not delete through a folder that leads outside its root', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'file-store-outside-'));
    await writeFile(join(outside, 'precious.pdf'), 'x');
    await mkdir(join(rootDir, 'epapers'), { recursive: true });
    await symlink(outside, join(rootDir, 'epapers', '9'));
    const store = createDiskFileStore(rootDir);

    await expect(store.deletePrefix('epapers/9/')).rejects.toThrow(/outside/);

    expect(existsSync(join(outside, 'precious.pdf'))).toBe(true);
    await rm(outside, { recursive: true, force: true });
  });
});

describe('s3 file store', () => {
  it('answers with the body’s error and still aborts when the bucket refuses the first abort', async () => {
    const fixture = await startS3Store({ abortsToRefuse: 1 });
    try {
      const leftoversBefore = await filesUnder(fixture.storageFolder);
      const tooLarge = new Error('too large');

      await expect(fixture.store.put('epapers/1/original.pdf', failingBody(10 * MiB, tooLarge))).rejects.toBe(tooLarge);

      expect(await filesUnder(fixture.storageFolder)).toEqual(leftoversBefore);
    } finally {
      await fixture.stop();
    }
  });
});
