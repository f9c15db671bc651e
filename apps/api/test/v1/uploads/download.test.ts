import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadResponse } from '@jobboard/contracts/uploads-api';
import { createUrlSigner } from '../../../src/platform/signed-urls.ts';
import { call, createTestApp, registerUser, type TestApp } from '../../helpers/app.ts';
import { expectError } from '../../helpers/expect.ts';
import { userByEmail } from '../../helpers/stored.ts';
import { FILES, uploadPicture, uploadResume } from '../../helpers/uploads.ts';

const SECRET = 's'.repeat(40);
const GONE = 'This download link is no longer valid. Please request a new one.';
const EXPIRED = 'This download link has expired. Please request a new one.';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-downloads-'));
  t = await createTestApp({ DATA_DIR: dataDir, FILE_URL_SECRET: SECRET, REGISTRATIONS_PER_IP: '100000' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function linkOf(token: string, kind: 'resume' | 'profile-picture' = 'resume') {
  const res = await call(t.app, 'GET', `/v1/upload/download/${kind}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return DownloadResponse.parse(res.json()).data;
}
const open = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /v1/upload/download/resume', () => {
  it('answers a signed link valid for 5 minutes that opens without a bearer token', async () => {
    const account = await registerUser(t.app);
    await uploadResume(t, account.token, 'Ada CV.pdf', FILES.pdf);
    const link = await linkOf(account.token);

    expect(link.fileName).toBe('Ada CV.pdf');
    expect(link.downloadUrl).toMatch(/^\/v1\/files\/[\w-]+\.[\w-]+$/);
    const ttl = new Date(link.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(290_000);
    expect(ttl).toBeLessThanOrEqual(300_000);

    const res = await open(link.downloadUrl);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(FILES.pdf);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Ada CV.pdf"; filename*=UTF-8''Ada%20CV.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('names a non-ASCII file per RFC 6266 and never the stored path', async () => {
    const account = await registerUser(t.app);
    await uploadResume(t, account.token, 'résumé final ✓.txt', FILES.txt);
    const res = await open((await linkOf(account.token)).downloadUrl);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="r_sum_ final _.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%20final%20%E2%9C%93.txt`,
    );
  });

  it('downloads a path-traversal upload under its sanitised name', async () => {
    const account = await registerUser(t.app);
    await uploadResume(t, account.token, '../../etc/passwd.pdf', FILES.pdf);
    const link = await linkOf(account.token);
    expect(link.fileName).toBe('passwd.pdf');
    expect((await open(link.downloadUrl)).headers['content-disposition']).toMatch(/^attachment; filename="passwd.pdf";/);
  });

  it('answers 404 when there is no resume', async () => {
    const account = await registerUser(t.app);
    expectError(await call(t.app, 'GET', '/v1/upload/download/resume', { token: account.token }), 404, 'NOT_FOUND', 'No resume has been uploaded');
  });
});

describe('GET /v1/upload/download/profile-picture', () => {
  it('serves the picture inline for <img>, still signed and sandboxed', async () => {
    const account = await registerUser(t.app);
    await uploadPicture(t, account.token, 'me.png', FILES.png);
    const res = await open((await linkOf(account.token, 'profile-picture')).downloadUrl);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(FILES.png);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="me.png"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /v1/files/{token}', () => {
  it('refuses a tampered link', async () => {
    const account = await registerUser(t.app);
    await uploadResume(t, account.token, 'cv.pdf', FILES.pdf);
    const { downloadUrl } = await linkOf(account.token);
    const [payload, signature] = downloadUrl.replace('/v1/files/', '').split('.') as [string, string];
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);

    for (const token of [`${flip(payload, 3)}.${signature}`, `${payload}.${flip(signature, 5)}`, `${payload}.`, payload, `${payload}.${signature}.x`, 'garbage', '.']) {
      expectError(await open(`/v1/files/${encodeURIComponent(token)}`), 404, 'NOT_FOUND', GONE);
    }
  });

  it('refuses a link signed with another secret', async () => {
    const account = await registerUser(t.app);
    await uploadResume(t, account.token, 'cv.pdf', FILES.pdf);
    const key = (await userByEmail(t, account.email))!.resumeKey!;
    const forged = createUrlSigner(Buffer.from('o'.repeat(40))).sign({ userId: account.user.id, key, expiresAt: Date.now() + 60_000, disposition: 'attachment' });
    expectError(await open(`/v1/files/${forged}`), 404, 'NOT_FOUND', GONE);
  });

  it('refuses an expired link', async () => {
    const account = await registerUser(t.app);
    await uploadResume(t, account.token, 'cv.pdf', FILES.pdf);
    const key = (await userByEmail(t, account.email))!.resumeKey!;
    const signer = createUrlSigner(Buffer.from(SECRET));
    const grant = { userId: account.user.id, key, disposition: 'attachment' as const };
    expect((await open(`/v1/files/${signer.sign({ ...grant, expiresAt: Date.now() + 60_000 })}`)).statusCode).toBe(200);
    expectError(await open(`/v1/files/${signer.sign({ ...grant, expiresAt: Date.now() - 1 })}`), 404, 'NOT_FOUND', EXPIRED);
  });

  it('stops working once DOWNLOAD_URL_TTL_SECONDS has passed', async () => {
    const short = await createTestApp({ DATA_DIR: dataDir, FILE_URL_SECRET: SECRET, DOWNLOAD_URL_TTL_SECONDS: '1' }, { database: t.database });
    try {
      const account = await registerUser(short.app);
      await uploadResume(short, account.token, 'cv.pdf', FILES.pdf);
      const res = await call(short.app, 'GET', '/v1/upload/download/resume', { token: account.token });
      const url = res.json().data.downloadUrl as string;
      expect((await short.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expectError(await short.app.inject({ method: 'GET', url }), 404, 'NOT_FOUND', EXPIRED);
    } finally {
      await short.close();
    }
  });

  it('refuses a link to a replaced file', async () => {
    const account = await registerUser(t.app);
    await uploadResume(t, account.token, 'old.pdf', FILES.pdf);
    const old = await linkOf(account.token);
    await uploadResume(t, account.token, 'new.pdf', FILES.pdf);
    expectError(await open(old.downloadUrl), 404, 'NOT_FOUND', GONE);
    expect((await open((await linkOf(account.token)).downloadUrl)).statusCode).toBe(200);
  });

  it('refuses a link to a deleted file', async () => {
    const account = await registerUser(t.app);
    await uploadPicture(t, account.token, 'me.gif', FILES.gif);
    const link = await linkOf(account.token, 'profile-picture');
    await call(t.app, 'DELETE', '/v1/upload/profile-picture', { token: account.token });
    expectError(await open(link.downloadUrl), 404, 'NOT_FOUND', GONE);
  });

  it("never opens another user's file: links are bound to the owner and the key", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await uploadResume(t, alice.token, 'alice.pdf', FILES.pdf);
    await uploadResume(t, bob.token, 'bob.txt', FILES.txt);

    // Each caller's download route answers their own file only; no route takes a user id.
    expect((await linkOf(bob.token)).fileName).toBe('bob.txt');
    const aliceKey = (await userByEmail(t, alice.email))!.resumeKey!;
    const signer = createUrlSigner(Buffer.from(SECRET));
    const crossed = signer.sign({ userId: bob.user.id, key: aliceKey, expiresAt: Date.now() + 60_000, disposition: 'attachment' });
    expectError(await open(`/v1/files/${crossed}`), 404, 'NOT_FOUND', GONE);
  });

  it('answers 404 JSON, not 500, when the stored object has vanished', async () => {
    const account = await registerUser(t.app);
    await uploadResume(t, account.token, 'cv.pdf', FILES.pdf);
    const key = (await userByEmail(t, account.email))!.resumeKey!;
    fs.rmSync(path.join(dataDir, 'uploads', key));
    expectError(await open((await linkOf(account.token)).downloadUrl), 404, 'NOT_FOUND', GONE);
  });
});
