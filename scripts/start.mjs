// npm start: builds what is not built, then runs the API (which migrates and seeds an empty database)
// and the site. Ctrl-C stops both.
import { randomBytes } from 'node:crypto';
import { API_ENTRY, NEXT_BIN, WEB_DIR, buildIfStale, startNode, stopChild, waitForHttp } from './lib/processes.mjs';

const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.PORT ?? '3000';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;

await buildIfStale({ force: process.argv.includes('--rebuild') });

// The API tells the site when the catalogue changes (docs/decisions/0026): a secret for this run unless one is set.
const revalidation = {
  SITE_REVALIDATE_URL: process.env.SITE_REVALIDATE_URL ?? `http://127.0.0.1:${webPort}/revalidate`,
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? randomBytes(24).toString('hex'),
};
const api = startNode('api', [API_ENTRY], { env: { API_PORT: apiPort, ...revalidation } });
await waitForHttp(`${apiUrl}/api/health/`, { child: api });
const webArgs = [NEXT_BIN, 'start', '-p', webPort];
if (process.env.HOSTNAME_BIND) webArgs.push('-H', process.env.HOSTNAME_BIND);
// SITE_URL: the public address canonical links, the sitemap and Open Graph name (set it in production).
const siteUrl = process.env.SITE_URL ?? `http://localhost:${webPort}`;
const web = startNode('web', webArgs, {
  cwd: WEB_DIR,
  env: { API_URL: apiUrl, PORT: webPort, SITE_URL: siteUrl, REVALIDATE_SECRET: revalidation.REVALIDATE_SECRET },
});
await waitForHttp(`http://127.0.0.1:${webPort}/`, { child: web });
console.log(`\n  Red Sea Resale is running: http://localhost:${webPort}  (API ${apiUrl})\n  Ctrl-C stops both.\n`);

let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all([stopChild(web), stopChild(api)]);
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
api.on('exit', (code) => !stopping && (console.error(`API exited (${code})`), stopAll(1)));
web.on('exit', (code) => !stopping && (console.error(`site exited (${code})`), stopAll(1)));
