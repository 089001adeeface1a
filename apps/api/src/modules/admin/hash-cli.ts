// npm run admin:hash -- 'the password'   (or without an argument: reads the password from standard input)
// Prints the value for ADMIN_PASSWORD_HASH. Reading from stdin keeps the password out of shell history.
// `--cost 14` hashes with N = 2^14 instead of the default 2^15: for test runs, where speed matters more.
import { hashPassword } from './password.js';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password (then Enter): ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (process.stdin.isTTY && chunk.toString().includes('\n')) break;
  }
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

const args = process.argv.slice(2);
const costAt = args.indexOf('--cost');
const cost = costAt < 0 ? undefined : Number(args.splice(costAt, 2)[1]);
if (cost !== undefined && !(Number.isInteger(cost) && cost >= 10 && cost <= 20)) {
  console.error('--cost takes a whole number from 10 to 20 (N = 2^cost).');
  process.exit(1);
}
const password = args[0] ?? (await readStdin());
if (password.length < 12) {
  console.error('Choose a password of at least 12 characters.');
  process.exit(1);
}
console.log(await hashPassword(password, cost === undefined ? {} : { N: 2 ** cost }));
