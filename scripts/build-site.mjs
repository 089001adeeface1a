// The site's production build (`npm run build -w apps/web`, and scripts that build when stale): makes
// the basemap's data (apps/web/scripts/build-basemap.mjs), runs `next build`, shows its output as it
// comes, and keeps it in apps/web/.next/build-output.log with the build's id, so that a journey can
// check that the build printed no error line (lib/build-log.mjs).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBasemap } from '../apps/web/scripts/build-basemap.mjs';
import { BUILD_ID_PREFIX } from './lib/build-log.mjs';
import { copyMaplibreWorker } from './lib/maplibre-worker.mjs';
import { NEXT_BIN, WEB_DIR } from './lib/processes.mjs';

// The basemap's data and the map's worker files, served from public/map/ (build-basemap.mjs,
// lib/maplibre-worker.mjs).
buildBasemap();
copyMaplibreWorker();

const child = spawn(process.execPath, [NEXT_BIN, 'build'], {
  cwd: WEB_DIR,
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const output = [];
for (const [stream, out] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  stream.on('data', (chunk) => {
    output.push(chunk);
    out.write(chunk);
  });
}
const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
if (code === 0) {
  const distDir = join(WEB_DIR, '.next');
  const buildId = readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim();
  writeFileSync(join(distDir, 'build-output.log'), `${BUILD_ID_PREFIX}${buildId}\n${Buffer.concat(output)}`);
}
process.exit(code);
