/**
 * npm run db:seed [-- --units N]: empties the catalogue and writes the demo data.
 * Uses the same DATA_DIR / DATABASE_URL as the API; stop the API first when it runs on PGlite
 * (one process per data directory).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { reseed } from './seed.js';

const { values } = parseArgs({ options: { units: { type: 'string' } } });
const unitCount = values.units === undefined ? undefined : Number(values.units);
if (unitCount !== undefined && (!Number.isInteger(unitCount) || unitCount < 1 || unitCount > 2_000_000)) {
  console.error('--units must be a whole number from 1 to 2000000');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const started = Date.now();
try {
  await database.migrate();
  const summary = await reseed(database.db, unitCount === undefined ? {} : { units: unitCount });
  console.log(
    `seeded ${summary.developers} developers, ${summary.compounds} compounds, ${summary.units} units into ${
      database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir
    } in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
