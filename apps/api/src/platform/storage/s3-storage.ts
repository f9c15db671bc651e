import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type ObjectStorage } from './storage.ts';

export type S3Options = { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string };

/**
 * An S3-compatible bucket (AWS, MinIO, Ceph, R2...) addressed path-style, signed with SigV4
 * by aws4fetch: a few kilobytes instead of the whole AWS SDK.
 */
export function createS3Storage(options: S3Options): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: 2,
  });
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${options.endpoint}/${encodeURIComponent(options.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };
  const fail = async (what: string, res: Response) => {
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${what} failed with ${res.status}: ${detail}`);
  };

  return {
    async check() {
      const res = await client.fetch(`${options.endpoint}/${encodeURIComponent(options.bucket)}`, { method: 'HEAD' });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`S3 bucket check failed with ${res.status}`);
    },
    async put(key, body, contentType) {
      const res = await client.fetch(urlOf(key), {
        method: 'PUT',
        body,
        headers: { 'content-type': contentType },
      });
      if (!res.ok) throw await fail('upload', res);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await client.fetch(urlOf(key), { method: 'GET' });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) throw await fail('download', res);
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const res = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw await fail('delete', res);
      await res.body?.cancel();
    },
  };
}
