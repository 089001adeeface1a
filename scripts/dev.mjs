// npm run dev: the API with tsx watch and the site with next dev, both reloading on change.
import { join } from 'node:path';
import { buildBasemap } from '../apps/web/scripts/build-basemap.mjs';
import { copyMaplibreWorker } from './lib/maplibre-worker.mjs';
import { NEXT_BIN, ROOT, WEB_DIR, startNode, stopChild } from './lib/processes.mjs';

// The basemap's data and the map's worker files, served from public/map/.
buildBasemap();
copyMaplibreWorker();

const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.PORT ?? '3000';
const api = startNode('api', [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'apps/api/src/server.ts'], {
  env: { API_PORT: apiPort },
});
const web = startNode('web', [NEXT_BIN, 'dev', '-p', webPort], {
  cwd: WEB_DIR,
  env: { API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` },
});
const stopAll = async () => {
  await Promise.all([stopChild(web), stopChild(api)]);
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
