import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedIfEmpty } from './db/seed/seed.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({
    database,
    logger: { level: config.logLevel },
    cache: config.cache,
    rates: config.rates,
    site: config.site,
    inquiries: config.inquiries,
    mail: config.mail,
    admin: config.admin,
    retention: config.retention,
  });
  app.log.info(
    { email: config.mail ? 'on' : 'off (SMTP_URL unset)', backOffice: config.admin ? 'on' : 'off' },
    'inquiries: stored; e-mail and back office',
  );
  if (config.seedOnStart) {
    const seeded = await seedIfEmpty(database.db);
    if (seeded) {
      app.invalidateResponseCache();
      app.log.info(seeded, 'seeded an empty database with the demo catalogue');
    }
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app
      .close()
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

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
