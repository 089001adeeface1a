import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Where `next start` keeps the API answers its pages fetched (next: { revalidate }), across restarts. */
const SITE_DATA_CACHE = join(ROOT, 'apps/web/.next/cache/fetch-cache');

/** Up to two minutes: a busy shared machine can take over one to start an API and seed it. */
async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * An API of a test's own on `dataDir`: start it, stop it (SIGTERM, waits for the exit), kill it
 * (SIGKILL), and start it again on the same data.
 */
export function apiProcess(port: number, dataDir: string, apiEnv: Record<string, string> = {}) {
  const start = (moreEnv: Record<string, string> = {}) =>
    spawn(process.execPath, [join(ROOT, 'apps/api/dist/server.mjs')], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        LOG_LEVEL: 'fatal',
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        DATA_DIR: dataDir,
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', // behaviour, not load shedding, is under test here
        ...apiEnv,
        ...moreEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  let child = start();
  const health = `http://127.0.0.1:${port}/api/health/`;
  return {
    url: `http://127.0.0.1:${port}`,
    ready: () => waitFor(health),
    stop: () => stop(child),
    kill: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    /** Starts it again on the same data, with `moreEnv` added to its environment. */
    restart: async (moreEnv: Record<string, string> = {}) => {
      child = start(moreEnv);
      await waitFor(health);
    },
  };
}

/**
 * A site of a test's own (API on a fresh data directory + production site), for journeys that stop the
 * API or change its environment. Ports must not collide with the shared e2e servers.
 */
export async function startSite(
  apiPort: number,
  webPort: number,
  apiEnv: Record<string, string> = {},
  webEnv: Record<string, string> = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-site-'));
  // A fresh database starts with no cached answers: the site keeps them on disk across restarts (keyed
  // by the API's address, which earlier runs on these ports shared), and would serve one stale.
  rmSync(SITE_DATA_CACHE, { recursive: true, force: true });
  const api = apiProcess(apiPort, dataDir, apiEnv);
  const web = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(webPort)],
    {
      cwd: join(ROOT, 'apps/web'),
      env: { ...process.env, API_URL: api.url, ...webEnv },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  // The site's log (pino's JSON lines on standard output), for tests of what it reports.
  let output = '';
  web.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await api.ready();
    await waitFor(`http://127.0.0.1:${webPort}/api/health/`);
  } catch (error) {
    // Never leave the servers running (and holding the ports) when they did not come up in time.
    await Promise.all([stop(web), api.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${webPort}`,
    /** The site's JSON log lines so far, parsed. */
    logLines: () =>
      output
        .split('\n')
        .slice(0, -1) // the last one may be incomplete
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stopApi: api.stop,
    restartApi: api.restart,
    close: async () => {
      await Promise.all([stop(web), api.stop()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
