import { createDiskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import type { S3FileStoreOptions } from './s3-file-store.ts';

export type FileStoreConfig = { kind: 'disk'; rootDir: string } | ({ kind: 's3' } & S3FileStoreOptions);

/** The file store the configuration names: a folder on this machine, or a bucket shared by every instance. */
export function openFileStore(config: FileStoreConfig): FileStore {
  return config.kind === 'disk' ? createDiskFileStore(config.rootDir) : createS3FileStore(config);
}
