import { createHash } from 'node:crypto';
import { chmod, lstat, mkdir, realpath, unlink } from 'node:fs/promises';
import { type IncomingMessage, type ServerResponse, type Server, createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * PGlite allows one process per data directory: a second one opening it corrupts it. The process that
 * opens a data directory (the API, or a command such as db:restore) listens on a Unix socket in it,
 * `control.sock` (mode 0600, never on the network, so nothing a visitor can reach through the site).
 * That socket is the lock: a process that finds it answering stops with a message naming the holder, and
 * one left by a process that died refuses connections and is taken over. Through it, the API answers a
 * backup request (npm run db:backup, db:move), so that a backup is taken by the only process allowed to
 * read the database (docs/decisions/0040-backups-through-the-api.md).
 */

export const CONTROL_SOCKET = 'control.sock';

/** Linux's limit for a socket path is 107 bytes; a longer data directory's socket lives in the temp directory. */
const MAX_SOCKET_PATH = 100;

/** How long a holder has to answer before the directory is taken as held by a process that hangs. */
const PROBE_TIMEOUT_MS = 3000;

export interface Holder {
  pid: number;
  /** `api` serves backups; `command` (db:restore, db:seed, …) holds the directory for a while. */
  role: 'api' | 'command';
  since: string;
}

/** Answers the archive of a backup (modules/backups): `media` false leaves the media files out. */
export type BackupHandler = (options: { media: boolean }) => Promise<Readable>;

export interface DataDirLock {
  readonly socketPath: string;
  /** The API serves backups through the socket once its storage is known. */
  serveBackups(handler: BackupHandler): void;
  release(): Promise<void>;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder | undefined,
  ) {
    const who = holder
      ? `${holder.role === 'api' ? 'the API' : 'another command'} (pid ${holder.pid}, since ${holder.since})`
      : 'a process that does not answer on its control socket';
    super(
      `The data directory ${dataDir} is in use by ${who}. PGlite allows one process per data directory: stop it first.`,
    );
  }
}

/** The control socket of a data directory (created if missing, so that its real path is known). */
export async function controlSocketPath(dataDir: string): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const dir = await realpath(dataDir);
  const inside = join(dir, CONTROL_SOCKET);
  if (Buffer.byteLength(inside) <= MAX_SOCKET_PATH) return inside;
  return join(tmpdir(), `redsea-${createHash('sha256').update(dir).digest('hex').slice(0, 16)}.sock`);
}

function get(socketPath: string, path: string, timeoutMs: number): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path, method: 'GET', timeout: timeoutMs }, resolve);
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
    req.end();
  });
}

async function readJson(res: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of res) text += String(chunk);
  return JSON.parse(text);
}

/**
 * Who holds the data directory: its holder, or undefined when nobody does (no socket, or one left by a
 * process that died). Throws DataDirBusyError when a socket is there but its process does not answer.
 */
export async function holderOf(dataDir: string): Promise<Holder | undefined> {
  const socketPath = await controlSocketPath(dataDir);
  try {
    const res = await get(socketPath, '/holder', PROBE_TIMEOUT_MS);
    return (await readJson(res)) as Holder;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return undefined;
    throw new DataDirBusyError(dataDir, undefined);
  }
}

/**
 * The archive of a backup taken by the API that holds the data directory, as a stream; undefined when
 * nobody holds it. Throws DataDirBusyError when a command holds it (a restore under way).
 */
export async function backupThroughHolder(dataDir: string, media: boolean): Promise<Readable | undefined> {
  const holder = await holderOf(dataDir);
  if (!holder) return undefined;
  if (holder.role !== 'api') throw new DataDirBusyError(dataDir, holder);
  const res = await get(await controlSocketPath(dataDir), `/backup?media=${media ? 'files' : 'list'}`, 0);
  if (res.statusCode !== 200) {
    const body = (await readJson(res).catch(() => ({}))) as { message?: string };
    throw new Error(`the API (pid ${holder.pid}) could not take the backup: ${body.message ?? res.statusCode}`);
  }
  return res;
}

function answer(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * Takes the data directory for this process (see above): throws DataDirBusyError when another process
 * holds it. `release` closes the socket and removes it.
 */
export async function lockDataDir(dataDir: string, role: Holder['role']): Promise<DataDirLock> {
  const socketPath = await controlSocketPath(dataDir);
  const holder = await holderOf(dataDir);
  if (holder) throw new DataDirBusyError(dataDir, holder);
  // Left by a process that died: only ever a socket is removed.
  const left = await lstat(socketPath).catch(() => undefined);
  if (left && !left.isSocket()) throw new Error(`${socketPath} is in the way of the data directory's control socket`);
  if (left) await unlink(socketPath);

  const me: Holder = { pid: process.pid, role, since: new Date().toISOString() };
  let backups: BackupHandler | undefined;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    if (req.method === 'GET' && url.pathname === '/holder') return answer(res, 200, me);
    if (req.method !== 'GET' || url.pathname !== '/backup') return answer(res, 404, { message: 'no such call' });
    if (!backups) return answer(res, 409, { message: `the data directory is held by ${role} pid ${process.pid}` });
    backups({ media: url.searchParams.get('media') !== 'list' }).then(
      (archive) => {
        res.writeHead(200, { 'content-type': 'application/gzip' });
        archive.on('error', (err) => res.destroy(err));
        // A command that goes away (Ctrl-C, SIGKILL) stops the writing, whose spool is then removed.
        res.on('close', () => {
          if (!res.writableFinished) archive.destroy(new Error('the command stopped reading the backup'));
        });
        archive.pipe(res);
      },
      (err: unknown) => answer(res, 500, { message: err instanceof Error ? err.message : String(err) }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  server.unref();
  return {
    socketPath,
    serveBackups: (handler) => {
      backups = handler;
    },
    release: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await unlink(socketPath).catch(() => {});
    },
  };
}
