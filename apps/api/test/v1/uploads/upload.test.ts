import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadResponse } from '@jobboard/contracts/uploads-api';
import { call, createTestApp, registerUser, type TestApp } from '../../helpers/app.ts';
import { expectError } from '../../helpers/expect.ts';
import { auditTrail, userByEmail } from '../../helpers/stored.ts';
import { docxWith, FILES, multipart, uploadFile, uploadPicture, uploadResume, zip } from '../../helpers/uploads.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-uploads-'));
  t = await createTestApp({ DATA_DIR: dataDir, FILE_URL_SECRET: 'x'.repeat(40), REGISTRATIONS_PER_IP: '100000' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const storedFile = (key: string) => path.join(dataDir, 'uploads', key);

describe('POST /v1/upload/resume', () => {
  it.each([
    ['resume.pdf', FILES.pdf],
    ['resume.doc', FILES.doc],
    ['resume.docx', FILES.docx],
    ['resume.txt', FILES.txt],
    ['RESUME.PDF', FILES.pdf],
  ])('accepts %s and points the profile at it', async (fileName, content) => {
    const account = await registerUser(t.app);
    const res = await uploadResume(t, account.token, fileName, content);

    expect(res.statusCode, res.body).toBe(200);
    const body = UploadResponse.parse(res.json());
    expect(body.message).toBe('Resume uploaded successfully!');
    expect(body.data.user.resume_url).toBe('/v1/upload/download/resume');
    expect(body.data.user.profile.resume_url).toBe('/v1/upload/download/resume');
    const row = await userByEmail(t, account.email);
    expect(row!.resumeKey).toMatch(/^resumes\/[0-9a-f-]{36}$/);
    expect(row!.resumeFileName).toBe(fileName);
    expect(fs.readFileSync(storedFile(row!.resumeKey!))).toEqual(content);
    expect(fs.statSync(storedFile(row!.resumeKey!)).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(storedFile(row!.resumeKey!))).mode & 0o777).toBe(0o700);
  });

  it.each([
    ['a PNG renamed to .pdf', 'resume.pdf', FILES.png],
    ['a PDF renamed to .doc', 'resume.doc', FILES.pdf],
    ['a plain zip renamed to .docx', 'resume.docx', zip([{ name: 'a.txt', data: Buffer.from('hello') }])],
    ['a PDF renamed to .docx', 'resume.docx', FILES.pdf],
    ['binary bytes named .txt', 'resume.txt', Buffer.from([0x48, 0x00, 0x49])],
    ['invalid UTF-8 named .txt', 'resume.txt', Buffer.from([0x48, 0xc3, 0x28])],
    ['an executable', 'resume.exe', Buffer.from('MZ\x90\x00')],
    ['a picture type', 'resume.png', FILES.png],
    ['no extension', 'resume', FILES.pdf],
  ])('refuses %s with 415', async (_label, fileName, content) => {
    const account = await registerUser(t.app);
    expectError(await uploadResume(t, account.token, fileName, content), 415, 'UNSUPPORTED_MEDIA_TYPE', `${fileName} has an invalid file type.`);
    expect((await userByEmail(t, account.email))!.resumeKey).toBeNull();
  });

  it('refuses a docx zip bomb whose entries claim a huge uncompressed size', async () => {
    const account = await registerUser(t.app);
    const bomb = docxWith([{ name: 'word/media/bomb.bin', data: Buffer.alloc(1000), claimedSize: 60 * 1024 * 1024 }]);
    expectError(await uploadResume(t, account.token, 'bomb.docx', bomb), 415, 'UNSUPPORTED_MEDIA_TYPE', 'bomb.docx has an invalid file type.');
  });

  it('refuses a docx with too many entries', async () => {
    const account = await registerUser(t.app);
    const many = docxWith(Array.from({ length: 1001 }, (_, i) => ({ name: `word/x${i}.xml`, data: Buffer.from('x') })));
    expectError(await uploadResume(t, account.token, 'many.docx', many), 415, 'UNSUPPORTED_MEDIA_TYPE', 'many.docx has an invalid file type.');
  });

  it('refuses a file of 5,242,881 bytes with 413 and the fixed message', async () => {
    const account = await registerUser(t.app);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5_242_881 - 9, 0x20)]);
    expectError(await uploadResume(t, account.token, 'big.pdf', big), 413, 'PAYLOAD_TOO_LARGE', 'big.pdf is too large. Maximum size is 5MB.');
    expect((await userByEmail(t, account.email))!.resumeKey).toBeNull();
  });

  it('accepts a file of exactly 5,242,880 bytes', async () => {
    const account = await registerUser(t.app);
    const max = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5_242_880 - 9, 0x20)]);
    expect((await uploadResume(t, account.token, 'max.pdf', max)).statusCode).toBe(200);
  });

  it('refuses two files at once', async () => {
    const account = await registerUser(t.app);
    const res = await uploadFile(t, account.token, 'resume', [
      { name: 'resume', fileName: 'a.pdf', content: FILES.pdf },
      { name: 'resume', fileName: 'b.pdf', content: FILES.pdf },
    ]);
    expectError(res, 400, 'VALIDATION_ERROR', 'Too many files');
    expect((await userByEmail(t, account.email))!.resumeKey).toBeNull();
  });

  it('refuses an empty multipart body and a file in the wrong part', async () => {
    const account = await registerUser(t.app);
    const message = 'Please choose a file to upload (form field "resume")';
    expectError(await uploadFile(t, account.token, 'resume', []), 400, 'VALIDATION_ERROR', message);
    expectError(await uploadFile(t, account.token, 'resume', [{ name: 'note', content: 'hello' }]), 400, 'VALIDATION_ERROR', message);
    expectError(await uploadFile(t, account.token, 'resume', [{ name: 'file', fileName: 'a.pdf', content: FILES.pdf }]), 400, 'VALIDATION_ERROR', message);
  });

  it('refuses an empty file', async () => {
    const account = await registerUser(t.app);
    expectError(await uploadResume(t, account.token, 'empty.pdf', Buffer.alloc(0)), 400, 'VALIDATION_ERROR', 'empty.pdf is empty.');
  });

  it.each([
    ['JSON', { 'content-type': 'application/json' }, JSON.stringify({ resume: 'x' })],
    ['plain text', { 'content-type': 'text/plain' }, 'hello'],
    ['no content type', {}, 'hello'],
  ])('refuses a %s body with 415', async (_label, headers, payload) => {
    const account = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/v1/upload/resume', payload, headers: { ...headers, authorization: `Bearer ${account.token}` } });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
  });

  it('refuses a broken multipart body with 400, not 500', async () => {
    const account = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/upload/resume',
      payload: '--xyz\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', authorization: `Bearer ${account.token}` },
    });
    expect(res.statusCode).toBe(400);
  });

  it('stores a path-traversal name under a random key and keeps only a clean name', async () => {
    const account = await registerUser(t.app);
    expect((await uploadResume(t, account.token, '../../etc/passwd.pdf', FILES.pdf)).statusCode).toBe(200);
    const row = await userByEmail(t, account.email);
    expect(row!.resumeKey).toMatch(/^resumes\/[0-9a-f-]{36}$/);
    expect(row!.resumeFileName).toBe('passwd.pdf');
    expect(fs.existsSync(path.join(dataDir, 'etc'))).toBe(false);
  });

  it('strips control characters from the name and bounds its length', async () => {
    const account = await registerUser(t.app);
    expect((await uploadResume(t, account.token, `a\u202Eb\u0007${'x'.repeat(300)}.pdf`, FILES.pdf)).statusCode).toBe(200);
    const name = (await userByEmail(t, account.email))!.resumeFileName!;
    expect(name).toMatch(/^abx+\.pdf$/);
    expect(name.length).toBe(120);
  });

  it('replaces the old file: the new one is stored and the old object is gone', async () => {
    const account = await registerUser(t.app);
    await uploadResume(t, account.token, 'first.pdf', FILES.pdf);
    const firstKey = (await userByEmail(t, account.email))!.resumeKey!;
    expect((await uploadResume(t, account.token, 'second.txt', FILES.txt)).statusCode).toBe(200);
    const row = await userByEmail(t, account.email);
    expect(row!.resumeKey).not.toBe(firstKey);
    expect(row!.resumeFileName).toBe('second.txt');
    expect(fs.existsSync(storedFile(firstKey))).toBe(false);
    expect(fs.existsSync(storedFile(row!.resumeKey!))).toBe(true);
  });

  it('writes audit rows for uploads and refusals', async () => {
    const account = await registerUser(t.app);
    await uploadResume(t, account.token, 'cv.pdf', FILES.pdf);
    await uploadResume(t, account.token, 'cv.pdf', FILES.png);
    const rows = (await auditTrail(t)).filter((r) => r.userId === account.user.id && r.entityType === 'file');
    expect(rows.map((r) => [r.actionType, r.success])).toEqual([
      ['FILE_UPLOADED', true],
      ['FILE_REJECTED', false],
    ]);
  });
});

describe('POST /v1/upload/profile-picture', () => {
  it.each([
    ['me.png', FILES.png],
    ['me.jpg', FILES.jpeg],
    ['me.jpeg', FILES.jpeg],
    ['me.gif', FILES.gif],
    ['me.GIF', Buffer.from('GIF87a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
  ])('accepts %s', async (fileName, content) => {
    const account = await registerUser(t.app);
    const res = await uploadPicture(t, account.token, fileName, content);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Profile picture uploaded successfully!');
    expect(res.json().data.user.profile_picture_url).toBe('/v1/upload/download/profile-picture');
    expect((await userByEmail(t, account.email))!.profilePictureKey).toMatch(/^pictures\/[0-9a-f-]{36}$/);
  });

  it.each([
    ['a PDF named .png', 'me.png', FILES.pdf],
    ['a GIF named .jpg', 'me.jpg', FILES.gif],
    ['a resume type', 'me.pdf', FILES.pdf],
    ['an SVG', 'me.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  ])('refuses %s with 415', async (_label, fileName, content) => {
    const account = await registerUser(t.app);
    expectError(await uploadPicture(t, account.token, fileName, content), 415, 'UNSUPPORTED_MEDIA_TYPE', `${fileName} has an invalid file type.`);
  });

  it('reads the file from the part "profilePicture" only', async () => {
    const account = await registerUser(t.app);
    const res = await uploadFile(t, account.token, 'profile-picture', [{ name: 'resume', fileName: 'me.png', content: FILES.png }]);
    expectError(res, 400, 'VALIDATION_ERROR', 'Please choose a file to upload (form field "profilePicture")');
  });
});

describe('DELETE /v1/upload/{kind}', () => {
  it('removes the object and clears the profile', async () => {
    const account = await registerUser(t.app);
    await uploadResume(t, account.token, 'cv.pdf', FILES.pdf);
    const key = (await userByEmail(t, account.email))!.resumeKey!;

    const res = await call(t.app, 'DELETE', '/v1/upload/resume', { token: account.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Resume deleted successfully!');
    expect(res.json().data.user.resume_url).toBeNull();
    expect(fs.existsSync(storedFile(key))).toBe(false);
    const row = await userByEmail(t, account.email);
    expect([row!.resumeKey, row!.resumeFileName]).toEqual([null, null]);
    const audit = (await auditTrail(t)).filter((r) => r.userId === account.user.id && r.actionType === 'FILE_DELETED');
    expect(audit).toHaveLength(1);
  });

  it('answers 404 when there is nothing to delete', async () => {
    const account = await registerUser(t.app);
    expectError(await call(t.app, 'DELETE', '/v1/upload/profile-picture', { token: account.token }), 404, 'NOT_FOUND', 'No profile picture to delete');
  });

  it('deletes only the kind asked for', async () => {
    const account = await registerUser(t.app);
    await uploadResume(t, account.token, 'cv.pdf', FILES.pdf);
    await uploadPicture(t, account.token, 'me.png', FILES.png);
    const res = await call(t.app, 'DELETE', '/v1/upload/profile-picture', { token: account.token });
    expect(res.json().data.user).toMatchObject({ resume_url: '/v1/upload/download/resume', profile_picture_url: null });
  });
});

describe('without a session', () => {
  it.each([
    ['POST', '/v1/upload/resume'],
    ['POST', '/v1/upload/profile-picture'],
    ['DELETE', '/v1/upload/resume'],
    ['DELETE', '/v1/upload/profile-picture'],
    ['GET', '/v1/upload/download/resume'],
    ['GET', '/v1/upload/download/profile-picture'],
  ] as const)('%s %s answers 401 before reading any body', async (method, url) => {
    const body = multipart([{ name: 'resume', fileName: 'cv.pdf', content: FILES.pdf }]);
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? body.payload : undefined, headers: method === 'POST' ? body.headers : {} });
    expectError(res, 401, 'UNAUTHORIZED', 'Please sign in to continue');
  });

  it('answers 401 for a JSON body too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/upload/resume', payload: { a: 1 } });
    expectError(res, 401, 'UNAUTHORIZED');
  });
});

it('keeps the JSON body limit on other routes', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(300 * 1024) }), headers: { 'content-type': 'application/json' } });
  expectError(res, 413, 'PAYLOAD_TOO_LARGE');
});
