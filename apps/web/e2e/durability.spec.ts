import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
// Not 4190: fetch refuses that port (it is on the Fetch standard's list of bad ports).
const PORT = 4195;
const BASE = `http://127.0.0.1:${PORT}`;

function startApi(dataDir: string): ChildProcess {
  return spawn(process.execPath, [join(ROOT, 'apps/api/dist/server.mjs')], {
    env: {
      ...process.env,
      API_HOST: '127.0.0.1',
      API_PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUp(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/health/`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('API did not start');
}

test('killing the API with SIGKILL and starting it again loses no data', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'kill-test-'));
  let api = startApi(dataDir);
  try {
    await waitUp();
    const before = await (await fetch(`${BASE}/api/home-products/`)).json();
    const project = await (await fetch(`${BASE}/resale-projects/api/project/hurghada-avenue/`)).json();
    expect((before as unknown[]).length).toBeGreaterThanOrEqual(80);

    const exited = new Promise((r) => api.once('exit', r));
    api.kill('SIGKILL');
    await exited;

    api = startApi(dataDir);
    await waitUp();
    expect(await (await fetch(`${BASE}/api/home-products/`)).json()).toEqual(before);
    expect(await (await fetch(`${BASE}/resale-projects/api/project/hurghada-avenue/`)).json()).toEqual(project);
  } finally {
    const exited = new Promise((r) => api.once('exit', r));
    api.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
