// Small helpers for the scripts that start the API and the site: spawn with a real pid, wait, stop.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-settings.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const NEXT_BIN = join(ROOT, 'node_modules/next/dist/bin/next');
export const API_ENTRY = join(ROOT, 'apps/api/dist/server.mjs');
export const WEB_DIR = join(ROOT, 'apps/web');

/** Makes the servers a script starts end with it (lib/with-parent.mjs). */
const WITH_PARENT = join(ROOT, 'scripts/lib/with-parent.mjs');

/**
 * Starts `node ...args` with its output prefixed; the returned child's pid is the server's own. The server
 * runs with the servers' settings (lib/server-settings.mjs; a variable the caller sets wins) and ends when
 * this process does, however it ends.
 */
export function startNode(name, args, { env = {}, cwd = ROOT, quiet = false } = {}) {
  const child = spawn(process.execPath, ['--import', WITH_PARENT, ...SERVER_NODE_FLAGS, ...args], {
    cwd,
    env: {
      ...SERVER_ENV,
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
      WATCHED_BY_PID: String(process.pid),
    },
    // fd 3: the pipe the server watches; it is never written.
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  // This process may end while the server runs: the pipe alone must not keep it alive.
  /** @type {any} */ (child.stdio[3])?.unref?.();
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      if (quiet) return;
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Resolves once `url` answers 2xx; rejects when the child exits first or time runs out. */
export async function waitForHttp(url, { child, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child?.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`process exited before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Sends SIGTERM (then SIGKILL after a grace period) to a child we started, and waits for it to exit. */
export function stopChild(child, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === '.next' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than any of `inputs`. */
export function needsBuild(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(join(ROOT, input)) > built);
}

const API_INPUTS = ['apps/api/src', 'apps/api/drizzle', 'apps/api/build.mjs', 'packages/shared/src'];
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/scripts',
  'apps/web/public',
  'apps/web/next.config.ts',
  'apps/web/postcss.config.mjs',
  'packages/shared/src',
  'package-lock.json',
];
const WEB_BUILD_MARKER = join(WEB_DIR, '.next/BUILD_ID');
/** The basemap's data, made with every build of the site (apps/web/scripts/build-basemap.mjs). */
const BASEMAP_MARKER = join(WEB_DIR, 'public/map/land.geojson');
/**
 * Where `next start` keeps the API answers its pages fetched (next: { revalidate }). It survives
 * restarts and is keyed by the API's address, so a run on a fresh database empties it first: otherwise
 * an earlier run's answer on the same port is served once (stale while revalidating).
 */
export const SITE_DATA_CACHE = join(WEB_DIR, '.next/cache/fetch-cache');

/** Runs a command to completion, inheriting stdio; resolves with its exit code (1 when a signal ended it). */
export function exitCodeOf(command, args, { env = {}, cwd = ROOT } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export async function run(command, args, options = {}) {
  const code = await exitCodeOf(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code})`);
}

/**
 * Builds the API bundle and the site when their sources changed since the last build; `site: false` for
 * a script that starts the API alone (the site's build takes minutes and is not what it measures).
 */
export async function buildIfStale({ force = false, site = true } = {}) {
  if (force || needsBuild(API_ENTRY, API_INPUTS)) {
    console.log('building the API…');
    await run(process.execPath, [join(ROOT, 'apps/api/build.mjs')]);
  }
  if (site && (force || needsBuild(WEB_BUILD_MARKER, WEB_INPUTS))) {
    console.log('building the site (next build)…');
    await run(process.execPath, [join(ROOT, 'scripts/build-site.mjs')]);
  } else if (site && !existsSync(BASEMAP_MARKER)) {
    // A build from before the basemap, or its files removed: the site serves and draws from them.
    await run(process.execPath, [join(WEB_DIR, 'scripts/build-basemap.mjs')]);
  }
}
