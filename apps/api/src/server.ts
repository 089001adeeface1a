import { pino } from 'pino';
import { buildApp } from './app.js';
import { type Config, loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { seedIfEmpty } from './db/seed/seed.js';
import { drainAndClose } from './plugins/draining.js';
import { mediaStorage } from './modules/media/storage-from-config.js';

/**
 * `node dist/server.mjs`: migrate (unless MIGRATE_ON_START=false), seed an empty database (SEED_ON_START),
 * serve. `node dist/server.mjs --migrate-only`: migrate, seed if SEED_ON_START, exit; the one-shot job that
 * runs before API replicas start (compose.yaml's `migrate` service).
 */
type Log = Pick<pino.Logger, 'info'>;

async function migrate(database: Database, log: Log): Promise<void> {
  await database.migrate();
  log.info({ database: database.kind }, 'migrations applied');
}

/** Seeds an empty database when SEED_ON_START; true when it seeded. */
async function seed(config: Config, database: Database, log: Log): Promise<boolean> {
  if (!config.seedOnStart) return false;
  const seeded = await seedIfEmpty(database.db);
  if (seeded) log.info(seeded, 'seeded an empty database with the demo catalogue');
  return seeded !== null;
}

async function migrateOnly(config: Config) {
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  try {
    await migrate(database, log);
    await seed(config, database, log);
  } finally {
    await database.close();
  }
}

async function serve(config: Config) {
  // One logger for the process: the database's lost connections and the requests write the same lines.
  const log = pino({ level: config.logLevel });
  // On PGlite, the API holds the data directory: a command started meanwhile is refused, and db:backup
  // asks the API for the backup through the directory's control socket (db/data-dir-lock.ts).
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log, role: 'api' });
  // Migrations come before the app is built: its timers (exchange rates, outbox, backups) write to the
  // tables from their first tick, and a fresh directory has none until then.
  if (config.migrateOnStart) await migrate(database, log);
  const app = await buildApp({
    database,
    loggerInstance: log,
    cache: config.cache,
    rates: config.rates,
    siteRevalidation: config.siteRevalidation,
    site: config.site,
    inquiries: config.inquiries,
    mail: config.mail,
    admin: config.admin,
    retention: config.retention,
    limits: config.limits,
    media: { storage: await mediaStorage(config.media), sweep: true },
    backups: config.backups,
    alerts: config.alerts,
  });
  app.log.info(
    {
      email: config.mail ? 'on' : 'off (SMTP_URL unset)',
      backOffice: config.admin ? `first admin ${config.admin.email}` : 'open while an enabled user exists',
      backups: config.backups
        ? `every ${config.backups.everyHours} h into ${config.backups.dir}, newest ${config.backups.keep} kept`
        : 'not scheduled (BACKUP_DIR unset)',
    },
    'inquiries: stored; e-mail and back office',
  );
  if (await seed(config, database, app.log)) app.invalidateResponseCache();

  // SIGTERM: drain (SHUTDOWN_DRAIN_MS, readiness 503), stop accepting, let every request received finish,
  // close the database (plugins/draining.ts). Exit anyway after SHUTDOWN_TIMEOUT_MS. Ctrl-C skips the drain.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const drainMs = signal === 'SIGTERM' ? config.limits.shutdownDrainMs : 0;
    app.log.info({ signal, drainMs }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.limits.shutdownTimeoutMs);
    timer.unref();
    drainAndClose(app, drainMs)
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

async function main() {
  const config = loadConfig();
  if (process.argv.includes('--migrate-only')) await migrateOnly(config);
  else await serve(config);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
