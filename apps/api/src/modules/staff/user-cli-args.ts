import { parseArgs } from 'node:util';
import { type StaffRole, staffEmailSchema, staffNameSchema, staffRoleSchema } from '@app/shared';

/** What `npm run admin:user -- …` was asked to do (parsed without touching the database). */
export type UserCommand =
  | { command: 'add'; email: string; role: StaffRole; name: string }
  | { command: 'list' }
  | { command: 'disable' | 'enable' | 'unlock'; email: string }
  | { command: 'role'; email: string; role: StaffRole };

export const USAGE = `Usage:
  npm run admin:user -- add EMAIL --role admin|editor|agent [--name "Full Name"]
  npm run admin:user -- list
  npm run admin:user -- disable EMAIL
  npm run admin:user -- enable EMAIL
  npm run admin:user -- unlock EMAIL      (lifts a lock after too many wrong passwords)
  npm run admin:user -- role EMAIL admin|editor|agent`;

/** The command, or an error message to print with the usage. */
export function parseUserCommand(argv: string[]): UserCommand | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { role: { type: 'string' }, name: { type: 'string' } },
    });
  } catch (err) {
    return { error: (err as Error).message };
  }
  const { positionals, values } = parsed;
  const [command, ...rest] = positionals;
  const email = (value: string | undefined) => {
    const result = staffEmailSchema.safeParse(value ?? '');
    return result.success ? result.data : undefined;
  };
  const role = (value: string | undefined) => {
    const result = staffRoleSchema.safeParse(value);
    return result.success ? result.data : undefined;
  };
  const extra = (count: number) => (rest.length > count ? `unexpected argument: ${rest[count]}` : undefined);
  const onlyFor = (allowed: boolean, option: string) => (allowed ? undefined : `--${option} is only for add`);
  switch (command) {
    case 'add': {
      const address = email(rest[0]);
      if (!address) return { error: 'add needs a valid e-mail address' };
      const chosen = role(values.role);
      if (!chosen) return { error: '--role must be admin, editor or agent' };
      const name = staffNameSchema.safeParse(values.name ?? address.split('@')[0]);
      if (!name.success) return { error: '--name must be 1 to 100 characters' };
      const problem = extra(1);
      return problem ? { error: problem } : { command, email: address, role: chosen, name: name.data };
    }
    case 'list': {
      const problem = extra(0) ?? onlyFor(values.role === undefined && values.name === undefined, 'role/--name');
      return problem ? { error: problem } : { command };
    }
    case 'disable':
    case 'enable':
    case 'unlock': {
      const address = email(rest[0]);
      if (!address) return { error: `${command} needs a valid e-mail address` };
      const problem = extra(1) ?? onlyFor(values.role === undefined && values.name === undefined, 'role/--name');
      return problem ? { error: problem } : { command, email: address };
    }
    case 'role': {
      const address = email(rest[0]);
      if (!address) return { error: 'role needs a valid e-mail address' };
      const chosen = role(rest[1] ?? values.role);
      if (!chosen) return { error: 'role needs admin, editor or agent after the e-mail' };
      const problem = extra(2);
      return problem ? { error: problem } : { command, email: address, role: chosen };
    }
    default:
      return { error: command ? `unknown command: ${command}` : 'which command?' };
  }
}
