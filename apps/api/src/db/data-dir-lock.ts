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
 * read the database (docs/decisions/0040-backups-through-the-api.md), and runs npm run admin:user's commands.
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

/** A staff command (npm run admin:user): its arguments and a password read from standard input. */
export interface StaffCommandRequest {
  argv: string[];
  password?: string | undefined;
}
/** What a command printed: its lines, and the error that stopped it (exit code 1). */
export interface CommandOutput {
  lines: string[];
  error?: string;
}
export type StaffCommandHandler = (request: StaffCommandRequest) => Promise<CommandOutput>;

/** A staff command's body is a few hundred bytes; anything larger is not one. */
const MAX_COMMAND_BYTES = 16_384;

export interface DataDirLock {
  readonly socketPath: string;
  /** The API serves backups through the socket once its storage is known. */
  serveBackups(handler: BackupHandler): void;
  /** The API runs npm run admin:user's commands through the socket while it holds the directory. */
  serveStaffCommands(handler: StaffCommandHandler): void;
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

/**
 * Runs a staff command (npm run admin:user) in the API that holds the data directory. Throws
 * DataDirBusyError when no API holds it any more or a command does.
 */
export async function staffCommandThroughHolder(dataDir: string, command: StaffCommandRequest): Promise<CommandOutput> {
  const holder = await holderOf(dataDir);
  if (holder?.role !== 'api') throw new DataDirBusyError(dataDir, holder);
  const body = JSON.stringify(command);
  const socketPath = await controlSocketPath(dataDir);
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(
      {
        socketPath,
        path: '/staff',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      resolve,
    );
    req.on('error', reject);
    req.end(body);
  });
  const output = (await readJson(res)) as CommandOutput & { message?: string };
  if (res.statusCode !== 200) {
    throw new Error(`the API (pid ${holder.pid}) could not run the command: ${output.message ?? res.statusCode}`);
  }
  return output;
}

/** The staff command a request to the control socket carries, read whole (at most MAX_COMMAND_BYTES). */
async function readCommand(req: IncomingMessage): Promise<StaffCommandRequest> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > MAX_COMMAND_BYTES) throw new Error('the command is too large');
  }
  return JSON.parse(text) as StaffCommandRequest;
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
  let staff: StaffCommandHandler | undefined;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    if (req.method === 'GET' && url.pathname === '/holder') return answer(res, 200, me);
    if (req.method === 'POST' && url.pathname === '/staff') {
      if (!staff) return answer(res, 409, { message: `the data directory is held by ${role} pid ${process.pid}` });
      const run = staff;
      readCommand(req)
        .then((command) => run(command))
        .then(
          (result) => answer(res, 200, result),
          (err: unknown) => answer(res, 500, { message: err instanceof Error ? err.message : String(err) }),
        );
      return;
    }
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
    serveStaffCommands: (handler) => {
      staff = handler;
    },
    release: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await unlink(socketPath).catch(() => {});
    },
  };
}
