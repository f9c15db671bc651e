import { withoutUnsafeCharacters } from '@jobboard/contracts/text';
import { extensionOf, UPLOAD_EXTENSIONS, type UploadKind } from '@jobboard/contracts/uploads';
import { isSafeDocx } from './docx-check.ts';

export const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

const startsWith = (data: Buffer, ...bytes: number[]) => data.length >= bytes.length && bytes.every((b, i) => data[i] === b);
const ascii = (text: string) => [...Buffer.from(text, 'latin1')];

function isUtf8Text(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** What the first bytes of each type must be; the extension alone proves nothing. */
const MAGIC: Record<string, (data: Buffer) => boolean> = {
  pdf: (d) => startsWith(d, ...ascii('%PDF-')),
  doc: (d) => startsWith(d, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
  docx: (d) => isSafeDocx(d),
  txt: isUtf8Text,
  jpg: (d) => startsWith(d, 0xff, 0xd8, 0xff),
  jpeg: (d) => startsWith(d, 0xff, 0xd8, 0xff),
  png: (d) => startsWith(d, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  gif: (d) => startsWith(d, ...ascii('GIF87a')) || startsWith(d, ...ascii('GIF89a')),
};

/** The file's extension and content type when both its name and its bytes fit the kind, else null. */
export function checkFileType(kind: UploadKind, fileName: string, data: Buffer): { extension: string; contentType: string } | null {
  const extension = extensionOf(fileName);
  const allowed: readonly string[] = UPLOAD_EXTENSIONS[kind];
  if (!allowed.includes(extension) || !MAGIC[extension]!(data)) return null;
  return { extension, contentType: CONTENT_TYPES[extension]! };
}

const NAME_MAX = 120;

/**
 * The user's file name, kept only to name the download: path parts, control and
 * bidirectional-override characters removed, length bounded with the extension kept.
 */
export function sanitizeFileName(raw: string, fallback: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  let name = withoutUnsafeCharacters(base).replace(/\s+/g, ' ').trim();
  name = name.replace(/^\.+/, '');
  if ([...name].length > NAME_MAX) {
    const ext = extensionOf(name);
    const keep = ext && ext.length < 10 ? `.${ext}` : '';
    name = [...name].slice(0, NAME_MAX - keep.length).join('') + keep;
  }
  return name || fallback;
}

/** RFC 6266 Content-Disposition: an ASCII fallback name and the exact UTF-8 one. */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
