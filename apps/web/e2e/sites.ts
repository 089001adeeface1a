import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { type IncomingMessage, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
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

/** How long a server of a test's own has to exit after SIGTERM before it is killed. */
const STOP_GRACE_MS = 15_000;

/**
 * SIGTERM, then SIGKILL if the process has not exited within STOP_GRACE_MS (said on the test's output):
 * a server that hangs on its way out must not hold the journey until its timeout.
 */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    console.warn(`pid ${child.pid} did not exit ${STOP_GRACE_MS / 1000} s after SIGTERM: killed`);
    child.kill('SIGKILL');
  }, STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
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

export type LogLine = Record<string, unknown>;

/**
 * The production site on `webPort`, its server reaching the API at `apiUrl`. It keeps the JSON lines
 * its server writes to stdout (the site's log, pino; Next's own text lines are left out), for journeys
 * that check what the site's server logged. It shares the data cache on disk with every other site of
 * this build, keyed by the API's address: give it an address no earlier run used, or empty the cache
 * first (startSite).
 */
export function webProcess(apiUrl: string, webPort: number, webEnv: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(webPort)],
    {
      cwd: join(ROOT, 'apps/web'),
      env: { ...process.env, API_URL: apiUrl, ...webEnv },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const lines: LogLine[] = [];
  const waiting = new Set<() => void>();
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith('{')) return;
    try {
      lines.push(JSON.parse(line) as LogLine);
    } catch {
      return; // a line of Next.js's own that happens to start with a brace
    }
    for (const check of [...waiting]) check();
  });
  const url = `http://127.0.0.1:${webPort}`;
  return {
    url,
    /** Up once it serves a file of its own: asking for anything that reaches the API would log failures while the API starts. */
    ready: (path = '/icon.png') => waitFor(`${url}${path}`),
    stop: () => stop(child),
    /** The site's log lines so far (a live list). */
    logs: lines,
    logLines: (): LogLine[] => [...lines],
    /** Resolves with the first log line that matches, written already or to come. */
    logLine: (match: (line: LogLine) => boolean): Promise<LogLine> =>
      new Promise((resolve) => {
        const check = () => {
          const found = lines.find(match);
          if (!found) return;
          waiting.delete(check);
          resolve(found);
        };
        waiting.add(check);
        check();
      }),
  };
}

/** webProcess, resolved once the site answers (stopped again if it does not come up in time). */
export async function startWeb(webPort: number, apiUrl: string, webEnv: Record<string, string> = {}) {
  const web = webProcess(apiUrl, webPort, webEnv);
  try {
    await web.ready();
  } catch (error) {
    await web.stop();
    throw error;
  }
  return web;
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
  // by the API's address, which earlier runs on these ports shared), and would serve one stale. A site
  // of another test may be writing an entry into it meanwhile (ENOTEMPTY): rmSync retries that.
  rmSync(SITE_DATA_CACHE, { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
  const api = apiProcess(apiPort, dataDir, apiEnv);
  // Both start at once.
  const [ready, started] = await Promise.allSettled([api.ready(), startWeb(webPort, api.url, webEnv)]);
  if (ready.status === 'rejected' || started.status === 'rejected') {
    // Never leave the servers running (and holding the ports) when they did not come up in time.
    await Promise.all([api.stop(), started.status === 'fulfilled' ? started.value.stop() : undefined]);
    rmSync(dataDir, { recursive: true, force: true });
    throw ready.status === 'rejected' ? ready.reason : (started as PromiseRejectedResult).reason;
  }
  const web = started.value;
  return {
    url: web.url,
    /** The site's JSON log lines so far, parsed. */
    logLines: web.logLines,
    stopApi: api.stop,
    restartApi: api.restart,
    close: async () => {
      await Promise.all([web.stop(), api.stop()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on now, picked by the system (for a journey's own servers: no fixed port to collide). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A stand-in API on a free port: answers 500 to the requests `fails` picks and passes every other request
 * to the real API at `upstream` as it came. Its address ends in a path of this run's own, so that a site
 * using it shares no cached answer with an earlier run (the site puts API paths after that address).
 */
export async function failingApi(upstream: string, fails: (request: IncomingMessage, url: URL) => boolean) {
  const prefix = `/run-${randomUUID()}`;
  const server = createServer((incoming, answer) => {
    if (!incoming.url?.startsWith(`${prefix}/`)) {
      answer.writeHead(404, { 'content-type': 'application/json' });
      answer.end(JSON.stringify({ error: 'Not Found' }));
      return;
    }
    const url = new URL(incoming.url.slice(prefix.length), upstream);
    if (fails(incoming, url)) {
      answer.writeHead(500, { 'content-type': 'application/json' });
      answer.end(JSON.stringify({ error: 'Internal Server Error', message: 'failing on purpose (test)' }));
      return;
    }
    const forward = request(
      url,
      { method: incoming.method, headers: { ...incoming.headers, host: url.host } },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      },
    );
    forward.on('error', () => {
      answer.writeHead(502, { 'content-type': 'application/json' });
      answer.end(JSON.stringify({ error: 'Bad Gateway' }));
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections(); // the site's keep-alive connections would hold the server open
      await closed;
    },
  };
}
