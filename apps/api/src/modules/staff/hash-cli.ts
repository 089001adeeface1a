// npm run admin:hash -- 'the password'   (or without an argument: reads the password from standard input)
// Prints the value for ADMIN_PASSWORD_HASH. Reading from stdin keeps the password out of shell history.
// `--cost 14` hashes with N = 2^14 instead of the default 2^15: for test runs, where speed matters more.
import { MIN_PASSWORD_LENGTH } from '@app/shared';
import { hashPassword } from './password.js';
import { readPasswordFromStdin } from './read-stdin.js';

const args = process.argv.slice(2);
const costAt = args.indexOf('--cost');
const cost = costAt < 0 ? undefined : Number(args.splice(costAt, 2)[1]);
if (cost !== undefined && !(Number.isInteger(cost) && cost >= 10 && cost <= 20)) {
  console.error('--cost takes a whole number from 10 to 20 (N = 2^cost).');
  process.exit(1);
}
const password = args[0] ?? (await readPasswordFromStdin());
if (password.length < MIN_PASSWORD_LENGTH) {
  console.error(`Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`);
  process.exit(1);
}
console.log(await hashPassword(password, cost === undefined ? {} : { N: 2 ** cost }));
