import { extensionOf, invalidTypeMessage, tooLargeMessage, TOO_MANY_FILES, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, type UploadKind } from '@jobboard/contracts/uploads';

export type FileCheck = { ok: true; file: File } | { ok: false; message: string };

/**
 * The checks made before anything is sent: one file, of the kind's types,
 * at most 5 MB. The server checks again, by content as well as by name.
 */
export function checkFiles(kind: UploadKind, files: ArrayLike<File>): FileCheck {
  if (files.length > 1) return { ok: false, message: TOO_MANY_FILES };
  const file = files[0];
  if (!file) return { ok: false, message: TOO_MANY_FILES };
  if (!(UPLOAD_EXTENSIONS[kind] as readonly string[]).includes(extensionOf(file.name))) return { ok: false, message: invalidTypeMessage(file.name) };
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, message: tooLargeMessage(file.name) };
  return { ok: true, file };
}
