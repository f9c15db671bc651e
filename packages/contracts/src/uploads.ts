/**
 * Upload limits and messages (docs/architecture.md#uploads), shared by the upload pages and the server.
 * Kept free of zod so a page can import it without the schema library.
 */

/** 5 MB: the largest file either upload accepts. */
export const UPLOAD_MAX_BYTES = 5_242_880;
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt'] as const;
export const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

export const UPLOAD_KINDS = ['resume', 'profile-picture'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The multipart part name each upload route reads its one file from. */
export const UPLOAD_PART_NAMES = { resume: 'resume', 'profile-picture': 'profilePicture' } as const satisfies Record<UploadKind, string>;

export const UPLOAD_EXTENSIONS = {
  resume: RESUME_EXTENSIONS,
  'profile-picture': PICTURE_EXTENSIONS,
} as const satisfies Record<UploadKind, readonly string[]>;

/** The `accept` attribute for a file input of this kind, e.g. `.pdf,.doc,.docx,.txt`. */
export function acceptAttribute(kind: UploadKind): string {
  return UPLOAD_EXTENSIONS[kind].map((ext) => `.${ext}`).join(',');
}

/** The lower-case extension of a file name, without the dot; '' when there is none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export const TOO_MANY_FILES = 'Too many files';
export const tooLargeMessage = (fileName: string) => `${fileName} is too large. Maximum size is 5MB.`;
export const invalidTypeMessage = (fileName: string) => `${fileName} has an invalid file type.`;
export const rejectedMessage = (fileName: string) => `${fileName} was rejected.`;
/** The generic 'File type must be ...' hint, listing the kind's extensions. */
export const fileTypeMessage = (kind: UploadKind) => `File type must be ${UPLOAD_EXTENSIONS[kind].join(', ')}`;
