import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadResponse } from '@jobboard/contracts/uploads-api';
import { call, createTestApp, registerUser, type TestApp } from '../helpers/app.ts';
import { FILES, uploadResume } from '../helpers/uploads.ts';

// The request log, as the server writes it (JSON lines), captured from the app's log stream.
let log = '';
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log += chunk.toString();
    done();
  },
});
const logged = () => log.trim().split('\n').map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-request-log-'));
  t = await createTestApp({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, { build: { logStream } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the request log', () => {
  it('logs a download as /v1/files/[redacted], never the signed token', async () => {
    const account = await registerUser(t.app);
    await uploadResume(t, account.token, 'cv.pdf', FILES.pdf);
    const link = DownloadResponse.parse((await call(t.app, 'GET', '/v1/upload/download/resume', { token: account.token })).json()).data;
    const token = link.downloadUrl.split('/').pop()!;
    log = '';

    const res = await t.app.inject({ method: 'GET', url: link.downloadUrl });
    expect(res.statusCode).toBe(200);
    // The same link spelled another way still reaches the file, and is still not logged.
    expect((await t.app.inject({ method: 'GET', url: `/v1/%66iles/${token}?x=1` })).statusCode).toBe(200);

    const incoming = logged().filter((l) => l.msg === 'incoming request');
    expect(incoming.map((l) => l.req!.url)).toEqual(['/v1/files/[redacted]', '/v1/files/[redacted]?x=1']);
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[1]);
  });

  it('logs a bad or expired link redacted too, and the value of a token query parameter', async () => {
    log = '';
    await t.app.inject({ method: 'GET', url: '/v1/files/forged-token.abc' });
    await t.app.inject({ method: 'GET', url: '/v1/jobs?token=secret-value&Code=K4711Q&page=2' });
    expect(logged().filter((l) => l.msg === 'incoming request').map((l) => l.req!.url)).toEqual([
      '/v1/files/[redacted]',
      '/v1/jobs?token=[redacted]&Code=[redacted]&page=2',
    ]);
    // Letters around the code: digits alone turned up inside a log line's timestamp.
    expect(log).not.toMatch(/forged-token|secret-value|K4711Q/);
  });
});
