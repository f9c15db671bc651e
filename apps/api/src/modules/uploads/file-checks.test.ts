import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitizeFileName } from './file-checks.ts';

describe('contentDisposition', () => {
  it('quotes an ASCII fallback without quotes, backslashes or percent signs', () => {
    expect(contentDisposition('attachment', 'a "b" \\c 100%.pdf')).toBe(
      `attachment; filename="a _b_ _c 100_.pdf"; filename*=UTF-8''a%20%22b%22%20%5Cc%20100%25.pdf`,
    );
  });

  it("percent-encodes the characters RFC 5987 does not allow, including ' ( ) *", () => {
    expect(contentDisposition('inline', "it's (1)*.png")).toBe(`inline; filename="it's (1)*.png"; filename*=UTF-8''it%27s%20%281%29%2A.png`);
  });
});

describe('sanitizeFileName', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\ada\\cv.docx', 'cv.docx'],
    ['..hidden.txt', 'hidden.txt'],
    ['  spaced   out .pdf ', 'spaced out .pdf'],
    ['tab\there\r\n.pdf', 'tabhere.pdf'],
    ['', 'resume'],
    ['/', 'resume'],
  ])('%j becomes %j', (raw, clean) => {
    expect(sanitizeFileName(raw, 'resume')).toBe(clean);
  });
});
