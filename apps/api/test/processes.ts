import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The API and the shell commands as child processes of a test: real processes, real signals. */

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

/** What every child gets: nothing leaves this machine, no load shedding on a busy test machine. */
const QUIET = {
  DATABASE_URL: '',
  API_HOST: '127.0.0.1',
  EXCHANGE_RATES_URL: 'http://127.0.0.1:9/rates',
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  INQUIRY_RATE_PER_MINUTE: '100000',
  INQUIRY_RATE_PER_DAY: '1000000',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  RATE_LIMIT_READS_PER_MINUTE: '100000',
};

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/** Starts `src/server.ts` on a port the system picks; resolves once it listens (read from its log). */
export function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...QUIET, API_PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const found = /"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(buffered);
      if (found?.[1]) {
        buffered = '';
        resolve({
          child,
          url: found[1],
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      } else if (buffered.length > 1_000_000) buffered = buffered.slice(-10_000);
    });
    child.once('exit', (code) => reject(new Error(`the API exited with ${code} before it listened`)));
  });
}

export interface CommandRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** A command of apps/api (`src/modules/backups/backup-cli.ts`, …) started with tsx, as npm run starts it. */
export function spawnCommand(script: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: API_DIR,
    env: { ...process.env, ...QUIET, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs a command to its end; answers its exit and output. */
export function runCommand(script: string, args: string[], env: Record<string, string>): Promise<CommandRun> {
  const child = spawnCommand(script, args, env);
  return finished(child);
}

export function finished(child: ChildProcess): Promise<CommandRun> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** The `table: rows` lines a command printed. */
export function printedCounts(stdout: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [, table, rows] of stdout.matchAll(/^([a-z_]+): (\d+)$/gm)) counts[table!] = Number(rows);
  return counts;
}
