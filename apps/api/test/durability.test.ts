import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSetCookie } from 'set-cookie-parser';
import { afterAll, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '@app/shared';
import { inquiryBody } from './factories.js';
import { TEST_ADMIN, testPasswordHash } from './helpers.js';

// Listed in docs/configuration.md's ports. Not 4190 (fetch refuses it).
const PORT = 4196;
const URL_BASE = `http://127.0.0.1:${PORT}`;
const API_DIR = fileURLToPath(new URL('..', import.meta.url));

const dataDir = mkdtempSync(join(tmpdir(), 'inquiry-kill-'));
let child: ChildProcess | undefined;

function startApi(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      API_HOST: '127.0.0.1',
      API_PORT: String(PORT),
      LOG_LEVEL: 'fatal',
      SEED_ON_START: 'false',
      // Nothing leaves this machine: the rates service is a closed local port.
      EXCHANGE_RATES_URL: 'http://127.0.0.1:9/rates',
      INQUIRY_RATE_PER_MINUTE: '100000',
      INQUIRY_RATE_PER_DAY: '1000000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      // This test is about durability, not load shedding: a busy machine must not answer 503.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForHealth(process: ChildProcess): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (process.exitCode !== null) throw new Error(`the API exited with ${process.exitCode}`);
    try {
      if ((await fetch(`${URL_BASE}/api/health/`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not start');
}

const killed = (process: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (process.exitCode !== null || process.signalCode !== null) return resolve();
    process.once('exit', () => resolve());
    process.kill('SIGKILL');
  });

afterAll(async () => {
  if (child) await killed(child);
  rmSync(dataDir, { recursive: true, force: true });
});

it(
  'keeps every inquiry it answered 201 when the API is killed with SIGKILL mid-stream',
  { timeout: 180_000 },
  async () => {
    const env = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD_HASH: await testPasswordHash() };
    child = startApi(env);
    await waitForHealth(child);

    const acknowledged: { id: string; name: string }[] = [];
    let reached!: () => void;
    const sixtyAcknowledged = new Promise<void>((resolve) => (reached = resolve));
    let failed = 0;
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const name = `Visitor ${w}-${i}`;
        try {
          const res = await fetch(`${URL_BASE}/api/inquiries/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(inquiryBody('contact', { data: { name } })),
          });
          if (res.status === 201) {
            acknowledged.push({ id: ((await res.json()) as { id: string }).id, name });
            if (acknowledged.length === 60) reached();
          } else failed++;
        } catch {
          failed++; // in flight when the process died
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    await sixtyAcknowledged;
    await killed(child);
    stop = true;
    await Promise.all(workers);
    expect(failed).toBeGreaterThan(0); // it really died mid-stream

    child = startApi(env);
    await waitForHealth(child);
    const signIn = await fetch(`${URL_BASE}/api/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(signIn.status).toBe(204);
    const session = parseSetCookie(signIn, { map: true })[ADMIN_SESSION_COOKIE];
    const cookie = `${ADMIN_SESSION_COOKIE}=${session?.value ?? ''}`;
    const missing: string[] = [];
    for (const { id, name } of acknowledged) {
      const res = await fetch(`${URL_BASE}/api/admin/inquiries/${id}/`, { headers: { cookie } });
      if (res.status !== 200 || ((await res.json()) as { name: string }).name !== name) missing.push(id);
    }
    expect(missing).toEqual([]);
    const list = (await (
      await fetch(`${URL_BASE}/api/admin/inquiries/?page_size=1`, { headers: { cookie } })
    ).json()) as {
      count: number;
    };
    expect(list.count).toBeGreaterThanOrEqual(acknowledged.length);
  },
);
