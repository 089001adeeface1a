import type { Db } from '../../db/client.js';
import type { CommandOutput, StaffCommandRequest } from '../../db/data-dir-lock.js';
import { AppError } from '../../errors.js';
import { type UserCommand, USAGE, parseUserCommand } from './user-cli-args.js';
import { unlockAccount } from './sign-in-locks.js';
import { createUser, listUsers, updateUser, userByEmail } from './users.js';

export type UserCommandResult = CommandOutput;

/**
 * Runs one `npm run admin:user` command on a database: in the command's own process, or in the API's when
 * the API holds the PGlite directory (through its control socket, db/data-dir-lock.ts). `password` is the
 * one read from standard input for `add`; without it a one-time password is made and printed.
 */
export async function runUserCommand(db: Db, command: UserCommand, password?: string): Promise<UserCommandResult> {
  const lines: string[] = [];
  try {
    switch (command.command) {
      case 'add': {
        const { user, oneTimePassword } = await createUser(
          db,
          { email: command.email, name: command.name, role: command.role },
          password,
        );
        lines.push(`added ${user.email} (${user.role}, id ${user.id}); they choose a new password at first sign-in`);
        if (password === undefined) lines.push(`one-time password: ${oneTimePassword}`);
        break;
      }
      case 'list':
        for (const u of await listUsers(db)) {
          const state = u.disabled ? 'disabled' : u.mustChangePassword ? 'must change password' : 'active';
          lines.push(`${u.email}\t${u.role}\t${state}\t${u.name}\tlast sign-in ${u.lastSignInAt ?? 'never'}`);
        }
        break;
      case 'disable':
      case 'enable': {
        const user = await userByEmail(db, command.email);
        await updateUser(db, undefined, user.id, { disabled: command.command === 'disable' });
        lines.push(`${user.email} ${command.command}d`);
        break;
      }
      case 'unlock': {
        // Any address, a user's or not: an unknown one is locked the same way (sign-in-locks.ts).
        const lifted = await unlockAccount(db, command.email);
        lines.push(
          lifted
            ? `${command.email} unlocked: it can sign in again`
            : `${command.email} was not locked; its count of wrong passwords starts afresh`,
        );
        break;
      }
      case 'role': {
        const user = await userByEmail(db, command.email);
        await updateUser(db, undefined, user.id, { role: command.role });
        lines.push(`${user.email} is now ${command.role}`);
        break;
      }
    }
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { lines, error: err.message };
  }
  return { lines };
}

/** A command sent through the control socket by npm run admin:user: parsed here, as the command parsed it. */
export async function runStaffCommandRequest(db: Db, { argv, password }: StaffCommandRequest): Promise<CommandOutput> {
  const parsed = parseUserCommand(argv);
  if ('error' in parsed) return { lines: [], error: `${parsed.error}\n\n${USAGE}` };
  return runUserCommand(db, parsed, password);
}
