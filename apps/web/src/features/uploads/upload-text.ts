import type { UploadKind } from '@jobboard/contracts/uploads';

/** The product's words per kind, from which the toasts are made. */
export const UPLOAD_TEXT = {
  resume: { title: 'Resume', noun: 'resume', Noun: 'Resume' },
  'profile-picture': { title: 'Profile Picture', noun: 'profile picture', Noun: 'Profile picture' },
} as const satisfies Record<UploadKind, { title: string; noun: string; Noun: string }>;
