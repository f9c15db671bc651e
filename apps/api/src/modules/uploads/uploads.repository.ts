import { eq, sql } from 'drizzle-orm';
import type { UploadKind } from '@jobboard/contracts/uploads';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The two columns that hold each kind's storage key and download name. */
const COLUMNS = {
  resume: { key: users.resumeKey, name: users.resumeFileName, keyField: 'resumeKey', nameField: 'resumeFileName' },
  'profile-picture': { key: users.profilePictureKey, name: users.profilePictureFileName, keyField: 'profilePictureKey', nameField: 'profilePictureFileName' },
} as const;

export async function currentFile(db: Db, userId: string, kind: UploadKind) {
  const c = COLUMNS[kind];
  const [row] = await db.select({ key: c.key, fileName: c.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.key ? { key: row.key, fileName: row.fileName ?? 'file' } : null;
}

/**
 * Points the user at a new file (or at none) and answers the updated row with the key it
 * replaced. The old key is read under a row lock, so two uploads at once each see the key
 * the other replaced and no object is left orphaned.
 */
export async function replaceFile(db: Db, userId: string, kind: UploadKind, file: { key: string; fileName: string } | null) {
  const c = COLUMNS[kind];
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ key: c.key }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await tx
      .update(users)
      .set({ [c.keyField]: file?.key ?? null, [c.nameField]: file?.fileName ?? null, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return { user: row!, previousKey: before?.key ?? null };
  });
}
