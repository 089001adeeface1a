// npm run admin:hash -- 'the password'   (or without an argument: reads the password from standard input)
// Prints the value for ADMIN_PASSWORD_HASH. Reading from stdin keeps the password out of shell history.
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

const password = process.argv[2] ?? (await readStdin());
if (password.length < 12) {
  console.error('Choose a password of at least 12 characters.');
  process.exit(1);
}
console.log(await hashPassword(password));
