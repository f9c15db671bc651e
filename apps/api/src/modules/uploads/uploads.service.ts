import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { extensionOf, invalidTypeMessage, type UploadKind } from '@jobboard/contracts/uploads';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { AuthState } from '../../platform/guards.ts';
import type { Disposition, UrlSigner } from '../../platform/signed-urls.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { toUserDto } from '../profiles/profile.mapper.ts';
import { checkFileType, CONTENT_TYPES, sanitizeFileName } from './file-checks.ts';
import type { ReceivedFile } from './multipart.ts';
import * as repo from './uploads.repository.ts';

const LABEL = { resume: 'Resume', 'profile-picture': 'Profile picture' } as const;
const PREFIX = { resume: 'resumes', 'profile-picture': 'pictures' } as const;
// Pictures are shown in <img>, so they are served inline; resumes always download.
const DISPOSITION: Record<UploadKind, Disposition> = { resume: 'attachment', 'profile-picture': 'inline' };
const LINK_GONE = 'This download link is no longer valid. Please request a new one.';

type Deps = { storage: ObjectStorage; signer: UrlSigner };
const actorOf = (u: AuthState['user']) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role });

export function createUploadsService(ctx: AppContext, { storage, signer }: Deps) {
  const db = ctx.database.db;
  const ttlMs = ctx.config.uploads.downloadTtlSeconds * 1000;
  const audit = (auth: AuthState, meta: RequestMeta, action: 'FILE_UPLOADED' | 'FILE_REJECTED' | 'FILE_DELETED', description: string, entityId: string | null) =>
    recordAudit(db, { action, entityType: 'file', entityId, description, success: action !== 'FILE_REJECTED', actor: actorOf(auth.user), ip: meta.ip, userAgent: meta.userAgent });

  /** Old objects go after the database stops pointing at them; a failed delete only leaves an orphan. */
  const discard = (key: string | null) => (key ? storage.delete(key).catch(() => undefined) : undefined);

  return {
    async upload(auth: AuthState, kind: UploadKind, file: ReceivedFile, meta: RequestMeta) {
      const fileName = sanitizeFileName(file.fileName, kind);
      if (file.data.length === 0) throw badRequest(`${fileName} is empty.`);
      const type = checkFileType(kind, fileName, file.data);
      if (!type) {
        await audit(auth, meta, 'FILE_REJECTED', `${LABEL[kind]} refused: type does not match .${extensionOf(fileName) || '(none)'}`, null);
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, invalidTypeMessage(fileName));
      }
      const key = `${PREFIX[kind]}/${randomUUID()}`;
      await storage.put(key, file.data, type.contentType);
      let result: Awaited<ReturnType<typeof repo.replaceFile>>;
      try {
        result = await repo.replaceFile(db, auth.user.id, kind, { key, fileName });
      } catch (error) {
        await discard(key);
        throw error;
      }
      await discard(result.previousKey);
      await audit(auth, meta, 'FILE_UPLOADED', `${LABEL[kind]} uploaded (${type.extension}, ${file.data.length} bytes)`, key);
      return { user: toUserDto(result.user) };
    },

    async remove(auth: AuthState, kind: UploadKind, meta: RequestMeta) {
      const current = await repo.currentFile(db, auth.user.id, kind);
      if (!current) throw notFound(`No ${LABEL[kind].toLowerCase()} to delete`);
      const result = await repo.replaceFile(db, auth.user.id, kind, null);
      await discard(result.previousKey);
      await audit(auth, meta, 'FILE_DELETED', `${LABEL[kind]} deleted`, result.previousKey);
      return { user: toUserDto(result.user) };
    },

    /**
     * A short-lived link to a user's current file. Takes a user id so that a later feature
     * (an employer opening an applicant's resume) can reuse it after its own access check.
     */
    async downloadLink(userId: string, kind: UploadKind, now = Date.now()) {
      const current = await repo.currentFile(db, userId, kind);
      if (!current) throw notFound(`No ${LABEL[kind].toLowerCase()} has been uploaded`);
      const expiresAt = now + ttlMs;
      const token = signer.sign({ userId, key: current.key, expiresAt, disposition: DISPOSITION[kind] });
      return { downloadUrl: `/v1/files/${token}`, fileName: current.fileName, expiresAt: new Date(expiresAt).toISOString() };
    },

    /** Opens the object a link grants, if the link is genuine, unexpired and still names the user's current file. */
    async openLink(token: string): Promise<{ stream: Readable; fileName: string; contentType: string; disposition: Disposition }> {
      const check = signer.verify(token);
      if (!check.ok) throw notFound(check.reason === 'expired' ? 'This download link has expired. Please request a new one.' : LINK_GONE);
      const { userId, key, disposition } = check.grant;
      const kind: UploadKind = key.startsWith(`${PREFIX.resume}/`) ? 'resume' : 'profile-picture';
      const current = await repo.currentFile(db, userId, kind);
      // A replaced or deleted file's link dies with it: the key must still be the current one.
      if (!current || current.key !== key) throw notFound(LINK_GONE);
      const stream = await storage.get(key);
      if (!stream) throw notFound(LINK_GONE);
      return { stream, fileName: current.fileName, contentType: CONTENT_TYPES[extensionOf(current.fileName)] ?? 'application/octet-stream', disposition };
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
