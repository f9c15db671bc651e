import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/**
 * Where uploaded files live. Keys are ours (`resumes/<uuid>`), never a user's file name,
 * so no caller-controlled text reaches a path or an object name.
 */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  get(key: string): Promise<Readable | null>;
  /** Removes the object; removing one that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** One cheap round trip that throws when files cannot be stored, for the health check. */
  check?(): Promise<void>;
}

/** Only keys of this shape are accepted, so a bad key can never walk out of the storage root. */
export const STORAGE_KEY_SHAPE = /^[a-z][a-z-]{0,30}\/[0-9a-f-]{36}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_SHAPE.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/** S3-compatible storage when S3_* is configured, else local disk under DATA_DIR/uploads. */
export function createStorage(config: Config): ObjectStorage {
  return config.uploads.s3 ? createS3Storage(config.uploads.s3) : createLocalStorage(config.dataDir);
}
