/**
 * npm run admin:user -- add EMAIL --role editor [--name "…"] | list | disable EMAIL | enable EMAIL | role EMAIL ROLE
 *   | unlock EMAIL
 * Staff users from the shell, on the same DATA_DIR / DATABASE_URL as the API; stop the API first when it runs
 * on PGlite (one process per data directory). `add` prints a one-time password, or takes it from standard
 * input when that is not a terminal and not empty (`… add a@b.example --role agent < file`); either way the user must
 * choose a new one at first sign-in.
 */
import { MIN_PASSWORD_LENGTH } from '@app/shared';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { readPasswordFromStdin } from './read-stdin.js';
import { USAGE, parseUserCommand } from './user-cli-args.js';
import { unlockAccount } from './sign-in-locks.js';
import { createUser, listUsers, updateUser, userByEmail } from './users.js';

const parsed = parseUserCommand(process.argv.slice(2));
if ('error' in parsed) {
  console.error(`${parsed.error}\n\n${USAGE}`);
  process.exit(2);
}

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
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const db = database.db;
  switch (parsed.command) {
    case 'add': {
      const { user, oneTimePassword } = await createUser(
        db,
        { email: parsed.email, name: parsed.name, role: parsed.role },
        password,
      );
      console.log(`added ${user.email} (${user.role}, id ${user.id}); they choose a new password at first sign-in`);
      if (password === undefined) console.log(`one-time password: ${oneTimePassword}`);
      break;
    }
    case 'list':
      for (const u of await listUsers(db)) {
        const state = u.disabled ? 'disabled' : u.mustChangePassword ? 'must change password' : 'active';
        console.log(`${u.email}\t${u.role}\t${state}\t${u.name}\tlast sign-in ${u.lastSignInAt ?? 'never'}`);
      }
      break;
    case 'disable':
    case 'enable': {
      const user = await userByEmail(db, parsed.email);
      await updateUser(db, undefined, user.id, { disabled: parsed.command === 'disable' });
      console.log(`${user.email} ${parsed.command}d`);
      break;
    }
    case 'unlock': {
      // Any address, a user's or not: an unknown one is locked the same way (sign-in-locks.ts).
      const lifted = await unlockAccount(db, parsed.email);
      console.log(
        lifted
          ? `${parsed.email} unlocked: it can sign in again`
          : `${parsed.email} was not locked; its count of wrong passwords starts afresh`,
      );
      break;
    }
    case 'role': {
      const user = await userByEmail(db, parsed.email);
      await updateUser(db, undefined, user.id, { role: parsed.role });
      console.log(`${user.email} is now ${parsed.role}`);
      break;
    }
  }
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
