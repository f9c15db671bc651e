import { createHash, randomUUID } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { AuditAction, AuditEntityType } from '@jobboard/contracts/audit';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export type AuditEntry = {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | null;
  description: string;
  success: boolean;
  actor?: { id: string; email: string; firstName: string | null; lastName: string | null; role: string } | null;
  /** For failures without an account (a sign-in with an unknown email), who it was tried for. */
  actorEmail?: string | null;
  ip?: string | null;
  userAgent?: string | null;
};

export const GENESIS_HASH = '0'.repeat(64);
// Any fixed number: the advisory lock that serialises appends so the chain has no forks.
const AUDIT_CHAIN_LOCK = 734_201;

type ChainFields = {
  id: string;
  createdAt: Date;
  userId: string | null;
  actorEmail: string | null;
  actionType: string;
  entityType: string;
  entityId: string | null;
  description: string;
  ipAddress: string | null;
  success: boolean;
};

/** The hash of a row covers its content and the previous row's hash. */
export function chainHash(prevHash: string, row: ChainFields): string {
  const content = JSON.stringify([
    prevHash,
    row.id,
    row.createdAt.toISOString(),
    row.userId,
    row.actorEmail,
    row.actionType,
    row.entityType,
    row.entityId,
    row.description,
    row.ipAddress,
    row.success,
  ]);
  return createHash('sha256').update(content).digest('hex');
}

// C0 and C1 controls (CR, LF, tab, escape…) and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
export const AUDIT_TEXT_MAX = 1000;

/**
 * Text that came (partly) from a request, made safe to store and show: control characters
 * become one space, so no one can forge an extra line in an export or a log (log injection).
 * NOTE: the text is also made well-formed first: the database stores a lone UTF-16 surrogate
 * ("\ud800" in a JSON body) as U+FFFD, so the hash must be taken of that too, or the row would
 * read as tampered with. Shortening never cuts a surrogate pair in half for the same reason.
 */
export function auditText(text: string | null | undefined, max = AUDIT_TEXT_MAX): string | null {
  if (text == null) return null;
  const clean = text.toWellFormed().replace(CONTROL_CHARS, ' ');
  if (clean.length <= max) return clean;
  const end = /[\ud800-\udbff]/.test(clean.charAt(max - 2)) ? max - 2 : max - 1;
  return `${clean.slice(0, end)}…`;
}

/** Appends one row to the audit trail, inside the caller's transaction when one is given. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  const write = async (tx: Db) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
    const [last] = await tx.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
    const prevHash = last?.hash ?? GENESIS_HASH;
    const row: ChainFields = {
      id: randomUUID(),
      createdAt: new Date(),
      userId: entry.actor?.id ?? null,
      actorEmail: auditText(entry.actor?.email ?? entry.actorEmail ?? null, 320),
      actionType: entry.action,
      entityType: entry.entityType,
      entityId: auditText(entry.entityId ?? null, 200),
      description: auditText(entry.description) ?? '',
      ipAddress: auditText(entry.ip ?? null, 64),
      success: entry.success,
    };
    await tx.insert(auditLog).values({
      ...row,
      actorFirstName: auditText(entry.actor?.firstName ?? null, 100),
      actorLastName: auditText(entry.actor?.lastName ?? null, 100),
      actorRole: entry.actor?.role ?? null,
      userAgent: auditText(entry.userAgent ?? null, 500),
      prevHash,
      hash: chainHash(prevHash, row),
    });
  };
  await db.transaction((tx) => write(tx as unknown as Db));
}

/**
 * `rows`: the rows found intact before the first broken one; `brokenAt` and `brokenId` are that
 * row's place in the chain (seq) and id.
 */
export type ChainCheck = { ok: true; rows: number } | { ok: false; rows: number; brokenAt: number; brokenId: string; reason: string };

/**
 * Recomputes the chain from the first row: a changed, inserted or deleted row breaks it. Used by
 * `npm run audit:verify` and GET /v1/admin/audit/verify alike.
 */
export async function verifyAuditChain(db: Db): Promise<ChainCheck> {
  let prev = GENESIS_HASH;
  let rows = 0;
  let lastSeq = 0;
  const pageSize = 1000;
  for (;;) {
    const page = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.seq} > ${lastSeq}`)
      .orderBy(auditLog.seq)
      .limit(pageSize);
    for (const row of page) {
      const broken = (reason: string): ChainCheck => ({ ok: false, rows, brokenAt: row.seq, brokenId: row.id, reason });
      if (row.prevHash !== prev) return broken('previous hash does not match (a row before it was removed or changed)');
      if (chainHash(prev, row) !== row.hash) return broken('row content does not match its hash');
      prev = row.hash;
      lastSeq = row.seq;
      rows++;
    }
    if (page.length < pageSize) return { ok: true, rows };
  }
}
