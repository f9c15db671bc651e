import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createLocalStorage } from '../../src/platform/storage/local-storage.ts';
import { createS3Storage } from '../../src/platform/storage/s3-storage.ts';
import type { ObjectStorage } from '../../src/platform/storage/storage.ts';
import { call, createTestApp, registerUser } from '../helpers/app.ts';
import { FILES, uploadResume } from '../helpers/uploads.ts';

/** A tiny S3 stand-in: objects in memory, every request must carry a SigV4 Authorization header. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: Array<{ method: string; url: string; authorization: string }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const authorization = req.headers.authorization ?? '';
      seen.push({ method: req.method!, url: req.url!, authorization });
      const signed = /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/eu-west-3\/s3\/aws4_request, SignedHeaders=[\w;-]+, Signature=[0-9a-f]{64}$/.test(authorization);
      if (!signed || !req.headers['x-amz-date'] || !req.headers['x-amz-content-sha256']) return res.writeHead(403).end('<Error>AccessDenied</Error>');
      const key = decodeURIComponent(req.url!);
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
        return res.writeHead(200).end();
      }
      const found = objects.get(key);
      if (req.method === 'GET') return found ? res.writeHead(200, { 'content-type': found.type }).end(found.body) : res.writeHead(404).end('<Error>NoSuchKey</Error>');
      if (req.method === 'DELETE') {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      res.writeHead(405).end();
    });
  });
  return { server, objects, seen };
}

const s3 = fakeS3();
let endpoint = '';
let dataDir = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-storage-'));
});
afterAll(async () => {
  await new Promise((resolve) => s3.server.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const KEY = 'resumes/0b7c6f0e-8f0a-4a53-9a59-6f1f4ad0a111';

describe.each([
  ['local disk', () => createLocalStorage(dataDir)],
  ['S3', () => createS3Storage({ endpoint, bucket: 'uploads', accessKeyId: 'test-key', secretAccessKey: 'test-secret', region: 'eu-west-3' })],
])('%s storage', (_name, make: () => ObjectStorage) => {
  it('puts, gets and deletes an object', async () => {
    const storage = make();
    await storage.put(KEY, Buffer.from('hello'), 'text/plain');
    expect(await text((await storage.get(KEY))!)).toBe('hello');
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();
    await storage.delete(KEY);
  });

  it('refuses keys that are not ours', async () => {
    const storage = make();
    for (const key of ['../etc/passwd', 'resumes/../../x', 'resumes/abc', '/abs']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('S3 storage', () => {
  it('signs every request with SigV4 and addresses the bucket path-style', async () => {
    const before = s3.seen.length;
    const storage = createS3Storage({ endpoint, bucket: 'uploads', accessKeyId: 'test-key', secretAccessKey: 'test-secret', region: 'eu-west-3' });
    await storage.put(KEY, Buffer.from('x'), 'application/pdf');
    expect(s3.objects.get(`/uploads/${KEY}`)).toEqual({ body: Buffer.from('x'), type: 'application/pdf' });
    expect(s3.seen.slice(before).map((r) => [r.method, r.url])).toEqual([['PUT', `/uploads/${KEY}`]]);
  });

  it('reports a refused request as an error', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'uploads', accessKeyId: 'wrong-key', secretAccessKey: 'x', region: 'eu-west-3' });
    await expect(storage.put(KEY, Buffer.from('x'), 'text/plain')).rejects.toThrow(/S3 upload failed with 403/);
  });

  it('serves the whole upload journey through the API', async () => {
    const appDir = path.join(dataDir, 's3-app');
    const t = await createTestApp({
      DATA_DIR: appDir,
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_REGION: 'eu-west-3',
    });
    try {
      const account = await registerUser(t.app);
      expect((await uploadResume(t, account.token, 'cv.docx', FILES.docx)).statusCode).toBe(200);
      const link = (await call(t.app, 'GET', '/v1/upload/download/resume', { token: account.token })).json().data;
      const res = await t.app.inject({ method: 'GET', url: link.downloadUrl });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(FILES.docx);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(fs.existsSync(path.join(appDir, 'uploads'))).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe('S3 configuration', () => {
  const all = { S3_ENDPOINT: 'https://s3.example.org', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };

  it('uses S3 when all four variables are set, with us-east-1 by default', () => {
    expect(loadConfig(all).uploads.s3).toEqual({ endpoint: 'https://s3.example.org', bucket: 'b', accessKeyId: 'k', secretAccessKey: 's', region: 'us-east-1' });
    expect(loadConfig({}).uploads.s3).toBeNull();
  });

  it('names the missing variables when only some are set', () => {
    expect(() => loadConfig({ S3_ENDPOINT: all.S3_ENDPOINT, S3_BUCKET: 'b' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_ENDPOINT: all.S3_ENDPOINT, S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: must be set too/);
  });

  it('refuses a short FILE_URL_SECRET and a bad endpoint', () => {
    expect(() => loadConfig({ FILE_URL_SECRET: 'short' })).toThrow(/FILE_URL_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ ...all, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
