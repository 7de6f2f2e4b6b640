import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// s3rver ships no types: only what these tests use of it.
type KoaMiddleware = (
  context: { method: string; query: Record<string, unknown>; status: number },
  next: () => Promise<void>,
) => Promise<void>;
type S3rverServer = { middleware: KoaMiddleware[]; run: () => Promise<AddressInfo>; close: () => Promise<void> };
type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverServer;

export const TEST_BUCKET = 'epaper-files';
export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * s3rver 3.7.1 answers AbortMultipartUpload with 405 and keeps the parts. This does what S3
 * does, dropping the upload's folder (where s3rver's file system store keeps it), so that the
 * tests can see whether the store aborts what it started. The first `abortsToRefuse` aborts
 * still get s3rver's 405, as from a bucket that fails for a moment.
 */
function abortMultipartUploads(directory: string, abortsToRefuse: number): KoaMiddleware {
  let refusalsLeft = abortsToRefuse;
  return async (context, next) => {
    const { uploadId } = context.query;
    if (context.method !== 'DELETE' || typeof uploadId !== 'string') return next();
    if (refusalsLeft > 0) {
      refusalsLeft -= 1;
      return next();
    }
    await rm(join(directory, TEST_BUCKET, '._S3rver_uploads', uploadId), { recursive: true, force: true });
    context.status = 204;
  };
}

export type S3TestServer = {
  endpoint: string;
  /** Where the server keeps the bucket's objects, to look for leftovers. */
  directory: string;
  close: () => Promise<void>;
};

/** An S3-protocol server on loopback with one empty bucket, in a temporary folder. */
export async function startS3TestServer({ abortsToRefuse = 0 } = {}): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'file-store-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  server.middleware.unshift(abortMultipartUploads(directory, abortsToRefuse));
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
