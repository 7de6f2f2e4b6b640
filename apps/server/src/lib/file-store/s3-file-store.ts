import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { FileNotFoundError, assertValidKey } from './file-store.ts';
import type { ByteRange, FileStore, StoredFile } from './file-store.ts';

export type S3FileStoreOptions = {
  bucket: string;
  /** For S3-compatible stores (MinIO, R2, …); AWS itself needs none. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path rather than the host name, as most S3-compatible stores want. */
  forcePathStyle: boolean;
  /** A folder of the bucket to keep the keys in, when the bucket is shared. */
  prefix?: string;
};

// Parts in flight times part size bounds an upload's memory (about 16–24 MB) whatever the file size.
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
// DeleteObjects takes at most 1000 keys, and a listing page then never holds more.
const DELETE_BATCH_SIZE = 1000;

/** Files as objects of an S3-compatible bucket. A PUT (or a completed multipart upload) replaces atomically. */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const { bucket } = options;
  const keyPrefix = toKeyPrefix(options.prefix);
  const objectKey = (key: string) => keyPrefix + key;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Recent SDKs add a CRC32 to every upload (aws-chunked trailers) and check the ones they
    // receive; several S3-compatible stores (MinIO, R2, Ceph and older releases of each) refuse
    // or lack them. Checksums only where the API demands one work everywhere.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  async function stat(key: string): Promise<StoredFile | undefined> {
    assertValidKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      const { ContentLength: size, ETag: etag, LastModified: lastModified } = head;
      if (size === undefined || etag === undefined || lastModified === undefined) {
        throw new Error(`The bucket answered HEAD ${key} without size, ETag or date`);
      }
      return { size, etag, lastModified };
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  async function read(key: string, range?: ByteRange): Promise<Readable> {
    assertValidKey(key);
    const request = new GetObjectCommand({
      Bucket: bucket,
      Key: objectKey(key),
      Range: range && `bytes=${range.start}-${range.end}`,
    });
    const response = await client.send(request).catch((error: unknown) => {
      throw isMissingObject(error) ? new FileNotFoundError(key) : error;
    });
    if (!(response.Body instanceof Readable)) throw new Error(`The bucket answered GET ${key} without a body`);
    return response.Body;
  }

  /**
   * lib-storage aborts a failed multipart upload itself, but when that abort fails it rejects
   * with the abort's error rather than the cause; a second try here (S3 answers NoSuchUpload when
   * the first one worked) lets the caller see the cause. Parts that still survive are left to
   * the bucket's AbortIncompleteMultipartUpload lifecycle rule, so this never throws.
   */
  async function abortUpload(key: string, uploadId: string | undefined): Promise<void> {
    if (uploadId === undefined) return;
    const abort = new AbortMultipartUploadCommand({ Bucket: bucket, Key: objectKey(key), UploadId: uploadId });
    await client.send(abort).catch(() => undefined);
  }

  return {
    async put(key, body, putOptions) {
      assertValidKey(key);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: body, ContentType: putOptions?.contentType },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      });
      try {
        await upload.done();
      } catch (uploadError) {
        // Callers must tell "the upload was refused" (their own error, e.g. too large) from a
        // store failure, but lib-storage may replace the body's error: answer with the body's own.
        const bodyError = Buffer.isBuffer(body) ? null : body.errored;
        // As pipeline() does for the disk store: a body nobody reads any more must not hold up its source.
        if (!Buffer.isBuffer(body)) body.destroy();
        await abortUpload(key, upload.uploadId);
        throw bodyError ?? uploadError;
      }
      // S3's answer to an upload lacks size and date; HEAD makes put say exactly what stat will.
      const stored = await stat(key);
      if (!stored) throw new Error(`${key} was gone right after it was stored`);
      return stored;
    },

    stat,
    read,

    async localCopy(key) {
      assertValidKey(key);
      const folder = await mkdtemp(join(tmpdir(), 'epaper-file-'));
      const release = () => rm(folder, { recursive: true, force: true });
      try {
        // The file's own name keeps its extension for readers that go by it.
        const path = join(folder, basename(key));
        await pipeline(await read(key), createWriteStream(path));
        return { path, release };
      } catch (error) {
        await release();
        throw error;
      }
    },

    async copy(from, to) {
      assertValidKey(from);
      assertValidKey(to);
      // Copied inside the bucket (objects up to 5 GB, far above the upload limit); the
      // content type goes with it.
      const copySource = `${bucket}/${objectKey(from).split('/').map(encodeURIComponent).join('/')}`;
      try {
        await client.send(new CopyObjectCommand({ Bucket: bucket, Key: objectKey(to), CopySource: copySource }));
      } catch (error) {
        if (isMissingObject(error)) throw new FileNotFoundError(from);
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`File store prefix must end with "/": ${JSON.stringify(prefix)}`);
      assertValidKey(prefix.slice(0, -1));
      const pages = paginateListObjectsV2(
        { client },
        { Bucket: bucket, Prefix: objectKey(prefix), MaxKeys: DELETE_BATCH_SIZE },
      );
      for await (const page of pages) {
        const objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (objects.length === 0) continue;
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
        );
        const failure = result.Errors?.[0];
        if (failure) {
          throw new Error(`Could not delete ${failure.Key ?? 'a file'} under ${prefix}: ${failure.Code ?? 'unknown'}`);
        }
      }
    },

    async close() {
      client.destroy();
    },
  };
}

/** `tenant-a`, `/tenant-a/` and `tenant-a/` all keep keys under `tenant-a/`. */
function toKeyPrefix(prefix: string | undefined): string {
  const folder = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  return folder === '' ? '' : `${folder}/`;
}

// HEAD has no body to name the error, so the SDK calls any 404 there NotFound.
function isMissingObject(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}
