import { and, desc, eq, lt, notInArray, or, sql } from 'drizzle-orm';
import { BACKUP_RUNS_SHOWN, type BackupRun, type BackupStatus } from '@app/shared';
import type { Db } from '../../db/client.js';
import { backupRuns } from '../../db/schema/index.js';
import { rows } from './catalog.js';

/** The scheduled backups' record in the database (table backup_runs), shared by every replica. */

/** Claims are serialized across replicas by this transaction-level advisory lock. */
const CLAIM_LOCK = 7_310_431_012;

/** A run still `running` after this long belongs to a process that stopped: it counts as failed. */
export const STALE_RUN_MS = 6 * 3_600_000;

/** Rows kept: the newest; older ones are deleted when a run ends. */
const RUNS_KEPT = 500;

type Row = typeof backupRuns.$inferSelect;

/**
 * Claims the next run when it is due: none started within `everyMs` (a failed one: within `retryMs`).
 * One replica at a time decides (the advisory lock); the row it inserts tells the others it is taken.
 * Answers the claimed run's id, or undefined when none is due or another replica is deciding.
 */
export async function claimRun(
  db: Db,
  run: { file: string; replica: string; now: Date; everyMs: number; retryMs: number; force?: boolean },
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [lock] = await rows<{ got: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${CLAIM_LOCK}) as got`);
    if (!lock?.got) return undefined;
    if (!run.force) {
      const [last] = await tx
        .select({ startedAt: backupRuns.startedAt, status: backupRuns.status })
        .from(backupRuns)
        .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
        .limit(1);
      const wait = last?.status === 'failed' ? Math.min(run.retryMs, run.everyMs) : run.everyMs;
      if (last && run.now.getTime() - last.startedAt.getTime() < wait) return undefined;
    }
    const [claimed] = await tx
      .insert(backupRuns)
      .values({ file: run.file, replica: run.replica, startedAt: run.now })
      .returning({ id: backupRuns.id });
    return claimed?.id;
  });
}

/** Ends a run: `ok` with its size, or `failed` with the error; and drops the oldest rows. */
export async function endRun(db: Db, id: number, end: { bytes: number } | { error: string }): Promise<void> {
  await db
    .update(backupRuns)
    .set(
      'error' in end
        ? { status: 'failed', error: end.error.slice(0, 2000), finishedAt: new Date() }
        : { status: 'ok', bytes: end.bytes, finishedAt: new Date() },
    )
    .where(eq(backupRuns.id, id));
  const newest = db.select({ id: backupRuns.id }).from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(RUNS_KEPT);
  await db.delete(backupRuns).where(notInArray(backupRuns.id, newest));
}

function shown(row: Row, now: Date): BackupRun {
  const stale = row.status === 'running' && now.getTime() - row.startedAt.getTime() > STALE_RUN_MS;
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    status: stale ? 'failed' : row.status,
    file: row.file,
    bytes: row.bytes,
    error: stale ? 'It did not finish: the process that made it stopped.' : row.error,
    replica: row.replica,
  };
}

/** What the back office shows: the last good backup, a failure newer than it, the newest runs. */
export async function backupStatus(
  db: Db,
  schedule: BackupStatus['schedule'],
  now = new Date(),
): Promise<BackupStatus> {
  const newest = (where: ReturnType<typeof eq> | undefined, limit: number) =>
    db.select().from(backupRuns).where(where).orderBy(desc(backupRuns.startedAt), desc(backupRuns.id)).limit(limit);
  const staleBefore = new Date(now.getTime() - STALE_RUN_MS);
  const [runs, [good], [failure]] = await Promise.all([
    newest(undefined, BACKUP_RUNS_SHOWN),
    newest(eq(backupRuns.status, 'ok'), 1),
    newest(
      or(eq(backupRuns.status, 'failed'), and(eq(backupRuns.status, 'running'), lt(backupRuns.startedAt, staleBefore))),
      1,
    ),
  ]);
  const lastFailure = failure && (!good || failure.startedAt > good.startedAt) ? shown(failure, now) : null;
  return {
    schedule,
    lastGood: good ? shown(good, now) : null,
    lastFailure,
    runs: runs.map((r) => shown(r, now)),
  };
}
