import type { UrlSigner } from './signed-urls.ts';

/**
 * Signed download links to another user's stored file, for features that have done their own
 * access check first (an employer reading an applicant's resume, a candidate's picture). The
 * link has the uploads feature's shape (`/v1/files/<token>`) and dies when the file is replaced,
 * deleted or the time is up.
 */
export function createFileLinks(signer: UrlSigner, ttlSeconds: number) {
  const link = (userId: string, key: string, disposition: 'attachment' | 'inline', now: number) =>
    `/v1/files/${signer.sign({ userId, key, expiresAt: now + ttlSeconds * 1000, disposition })}`;
  return {
    /** Resumes always download. */
    resume: (userId: string, key: string | null, now = Date.now()) => (key ? link(userId, key, 'attachment', now) : null),
    /** Pictures are shown inline in <img>. */
    picture: (userId: string, key: string | null, now = Date.now()) => (key ? link(userId, key, 'inline', now) : null),
  };
}
export type FileLinks = ReturnType<typeof createFileLinks>;
