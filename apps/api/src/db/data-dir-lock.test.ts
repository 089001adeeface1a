import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, backupThroughHolder, controlSocketPath, holderOf, lockDataDir } from './data-dir-lock.js';

/** A process that listens on the control socket and says so, standing in for an API. */
async function listener(socketPath: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['-e', "require('net').createServer().listen(process.argv[1], () => console.log('ready'))", socketPath],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the listener exited with ${code}`)));
  });
  return child;
}

const ended = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

describe('the data directory lock (its control socket)', () => {
  const work = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) {
      child.kill('SIGKILL');
      await ended(child);
    }
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('is held by one process at a time, on a socket only its owner may open', async () => {
    const dir = join(work, 'one');
    const lock = await lockDataDir(dir, 'command');
    try {
      expect(statSync(lock.socketPath).mode & 0o777).toBe(0o600);
      expect(await holderOf(dir)).toMatchObject({ pid: process.pid, role: 'command' });
      await expect(lockDataDir(dir, 'api')).rejects.toThrow(`is in use by another command (pid ${process.pid}`);
      // A command holds it (a restore under way): no backup is taken through it.
      await expect(backupThroughHolder(dir, true)).rejects.toThrow(DataDirBusyError);
    } finally {
      await lock.release();
    }
    expect(existsSync(lock.socketPath)).toBe(false);
    expect(await holderOf(dir)).toBeUndefined();
    await (await lockDataDir(dir, 'api')).release();
  });

  it('is taken over from a process killed with SIGKILL, whose socket is left behind', async () => {
    const dir = join(work, 'killed');
    const socketPath = await controlSocketPath(dir);
    const child = await listener(socketPath);
    children.push(child);
    child.kill('SIGKILL');
    await ended(child);
    expect(existsSync(socketPath)).toBe(true);
    const lock = await lockDataDir(dir, 'api');
    expect(await holderOf(dir)).toMatchObject({ pid: process.pid, role: 'api' });
    await lock.release();
  });

  it(
    'is not taken from a process that is alive but does not answer (stopped with SIGSTOP)',
    { timeout: 20_000 },
    async () => {
      const dir = join(work, 'stopped');
      const child = await listener(await controlSocketPath(dir));
      children.push(child);
      child.kill('SIGSTOP');
      await expect(lockDataDir(dir, 'command')).rejects.toThrow(
        'is in use by a process that does not answer on its control socket',
      );
      child.kill('SIGCONT');
    },
  );

  it('never removes a file that is not a socket', async () => {
    const dir = join(work, 'file');
    const socketPath = await controlSocketPath(dir);
    writeFileSync(socketPath, 'not a socket');
    await expect(lockDataDir(dir, 'command')).rejects.toThrow("is in the way of the data directory's control socket");
    expect(existsSync(socketPath)).toBe(true);
  });
});
