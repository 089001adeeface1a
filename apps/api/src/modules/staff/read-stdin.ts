/**
 * A password from standard input, for the shell commands (admin:hash, admin:user): one line typed at a
 * terminal (with a prompt), or everything piped in; the last line break is dropped.
 */
export async function readPasswordFromStdin(): Promise<string> {
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
