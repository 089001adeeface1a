import { mkdir, readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type BackupSource, prepareBackup } from './archive.js';
import { fileStamp, writeBackupFile } from './file.js';
import { claimRun, endRun } from './runs.js';

/** BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP (config.ts); `start` runs the timers (off in tests that drive them). */
export interface BackupScheduleOptions {
  dir: string;
  everyHours: number;
  keep: number;
  start: boolean;
}

/** The scheduled backups' names; only files named so are ever deleted from BACKUP_DIR. */
const SCHEDULED = /^backup-\d{8}T\d{6}Z\.tar\.gz$/;

/** After a failure the next attempt comes this soon (or at the schedule's interval, if shorter). */
const RETRY_MS = 3_600_000;

/** How often each replica looks whether a backup is due (or at the schedule's interval, if shorter). */
const CHECK_MS = 5 * 60_000;

export type RunOutcome = { file: string; bytes: number } | { file: string; error: string } | undefined;

/**
 * Scheduled backups in the API. Every replica looks every few minutes whether one is due (none started
 * within BACKUP_EVERY_HOURS); the one that claims it (runs.ts: advisory lock and a `running` row) writes
 * it to BACKUP_DIR (file.ts: temporary name, fsync, read back and verified, renamed), records the
 * outcome for every replica's back office, and keeps the newest BACKUP_KEEP files. A failure is logged
 * once and recorded; the next attempt comes within the hour.
 */
export class BackupJob {
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<RunOutcome> | undefined;
  private readonly replica = `${hostname()}:${process.pid}`;

  constructor(
    private readonly source: BackupSource,
    private readonly options: BackupScheduleOptions,
    private readonly logger: FastifyBaseLogger,
  ) {}

  private get everyMs() {
    return this.options.everyHours * 3_600_000;
  }

  start(firstCheckMs = 60_000): void {
    const first = setTimeout(() => void this.check(), firstCheckMs);
    const every = setInterval(() => void this.check(), Math.min(CHECK_MS, this.everyMs));
    first.unref();
    every.unref();
    this.timers.push(first, every);
  }

  /** Runs a backup when one is due; `force` runs one now whatever the last one (tests, an admin's request). */
  check(now = new Date(), force = false): Promise<RunOutcome> {
    if (this.running) return this.running;
    this.running = this.runIfClaimed(now, force).finally(() => (this.running = undefined));
    return this.running;
  }

  private async runIfClaimed(now: Date, force: boolean): Promise<RunOutcome> {
    const name = `backup-${fileStamp(now)}.tar.gz`;
    let id: number | undefined;
    try {
      id = await claimRun(this.source.db, {
        file: name,
        replica: this.replica,
        now,
        everyMs: this.everyMs,
        retryMs: RETRY_MS,
        force,
      });
    } catch (err) {
      this.logger.error({ err }, 'scheduled backup: could not read or claim the schedule in the database');
      return undefined;
    }
    if (id === undefined) return undefined;
    const file = join(this.options.dir, name);
    try {
      await mkdir(this.options.dir, { recursive: true });
      const { bytes, manifest } = await writeBackupFile(file, async (out) =>
        (await prepareBackup(this.source)).write(out),
      );
      await endRun(this.source.db, id, { bytes });
      const removed = await this.prune().catch((err: unknown) => {
        this.logger.error({ err, dir: this.options.dir }, 'scheduled backup: could not delete the oldest backups');
        return [];
      });
      this.logger.info(
        { file, bytes, tables: manifest.tables.length, media: manifest.media.files.length, removed },
        'scheduled backup written, read back and verified',
      );
      return { file, bytes };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      this.logger.error({ err, file }, 'scheduled backup failed');
      await endRun(this.source.db, id, { error }).catch((recordErr: unknown) =>
        this.logger.error({ err: recordErr }, 'scheduled backup: could not record the failure'),
      );
      return { file, error };
    }
  }

  /** Deletes the scheduled backups beyond the newest BACKUP_KEEP; answers their names. */
  private async prune(): Promise<string[]> {
    const names = (await readdir(this.options.dir)).filter((n) => SCHEDULED.test(n)).sort();
    const old = names.slice(0, Math.max(0, names.length - this.options.keep));
    for (const name of old) await rm(join(this.options.dir, name), { force: true });
    return old;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    await this.running;
  }
}
