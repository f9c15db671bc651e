import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@jobboard/contracts/uploads';
import { checkFiles } from './upload-checks.ts';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('checkFiles', () => {
  it('accepts one file of the right type up to 5 MB', () => {
    expect(checkFiles('resume', [file('cv.PDF', UPLOAD_MAX_BYTES)])).toMatchObject({ ok: true });
    expect(checkFiles('profile-picture', [file('me.jpeg')])).toMatchObject({ ok: true });
  });

  it("says '{file} is too large. Maximum size is 5MB.' past 5 MB", () => {
    expect(checkFiles('resume', [file('cv.docx', UPLOAD_MAX_BYTES + 1)])).toEqual({ ok: false, message: 'cv.docx is too large. Maximum size is 5MB.' });
  });

  it("says '{file} has an invalid file type.' for another type, per kind", () => {
    expect(checkFiles('resume', [file('me.png')])).toEqual({ ok: false, message: 'me.png has an invalid file type.' });
    expect(checkFiles('profile-picture', [file('cv.pdf')])).toEqual({ ok: false, message: 'cv.pdf has an invalid file type.' });
    expect(checkFiles('resume', [file('no-extension')])).toEqual({ ok: false, message: 'no-extension has an invalid file type.' });
  });

  it("says 'Too many files' for more than one", () => {
    expect(checkFiles('resume', [file('a.pdf'), file('b.pdf')])).toEqual({ ok: false, message: 'Too many files' });
  });
});
