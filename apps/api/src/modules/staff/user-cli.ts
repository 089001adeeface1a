/**
 * npm run admin:user -- add EMAIL --role editor [--name "…"] | list | disable EMAIL | enable EMAIL | role EMAIL ROLE
 *   | unlock EMAIL
 * Staff users from the shell, on the same DATA_DIR / DATABASE_URL as the API. On PGlite, while the API runs
 * on the directory, the command is run by the API through its control socket (one process per data
 * directory; db/data-dir-lock.ts); otherwise this process opens the database. `add` prints a one-time
 * password, or takes it from standard input when that is not a terminal and not empty
 * (`… add a@b.example --role agent < file`); either way the user must choose a new one at first sign-in.
 */
import { resolve } from 'node:path';
import { MIN_PASSWORD_LENGTH } from '@app/shared';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { holderOf, staffCommandThroughHolder } from '../../db/data-dir-lock.js';
import { readPasswordFromStdin } from './read-stdin.js';
import { USAGE, parseUserCommand } from './user-cli-args.js';
import { type UserCommandResult, runUserCommand } from './user-commands.js';

const argv = process.argv.slice(2);
const parsedArgs = parseUserCommand(argv);
if ('error' in parsedArgs) {
  console.error(`${parsedArgs.error}\n\n${USAGE}`);
  process.exit(2);
}
const parsed = parsedArgs;

let password: string | undefined;
if (parsed.command === 'add' && !process.stdin.isTTY) {
  // Empty input (nothing piped, `< /dev/null`): a one-time password is made and printed as from a terminal.
  password = (await readPasswordFromStdin()) || undefined;
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
    console.error(`The password from standard input must have at least ${MIN_PASSWORD_LENGTH} characters.`);
    process.exit(2);
  }
}

const config = loadConfig();

async function run(): Promise<UserCommandResult> {
  if (!config.databaseUrl) {
    const dataDir = resolve(config.dataDir);
    const holder = await holderOf(dataDir);
    if (holder?.role === 'api') return staffCommandThroughHolder(dataDir, { argv, password });
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    return await runUserCommand(database.db, parsed, password);
  } finally {
    await database.close();
  }
}

const result = await run();
for (const line of result.lines) console.log(line);
if (result.error) {
  console.error(result.error);
  process.exitCode = 1;
}
