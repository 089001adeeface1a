import { and, desc, eq } from 'drizzle-orm';
import type { AuditEntity, AuditEntry } from '@app/shared';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

/** The most entries one record's history answers (its newest). */
export const MAX_AUDIT_ENTRIES = 500;

/** One record's history, newest first: who changed what when, each field before and after. */
export async function listAudit(db: Db, entity: AuditEntity, id: number): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      userName: auditLog.userName,
      changes: auditLog.changes,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(MAX_AUDIT_ENTRIES);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
