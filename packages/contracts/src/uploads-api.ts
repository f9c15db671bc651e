import { z } from 'zod';
import { UserSchema } from './users.ts';

/** POST /v1/upload/resume and /v1/upload/profile-picture, and their DELETE: the updated user. */
export const UploadResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: UserSchema }),
});
export type UploadResponse = z.infer<typeof UploadResponse>;

/**
 * GET /v1/upload/download/resume and /profile-picture: a short-lived signed URL on this server
 * (no bearer token needed to open it), the file's original name, and when the URL stops working.
 */
export const DownloadResponse = z.object({
  success: z.literal(true),
  data: z.object({ downloadUrl: z.string(), fileName: z.string(), expiresAt: z.string() }),
});
export type DownloadResponse = z.infer<typeof DownloadResponse>;
