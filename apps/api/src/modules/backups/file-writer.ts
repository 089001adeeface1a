import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';

/**
 * A file to write to whose failure (a full disk) never goes unheard: `write` rejects with it instead of
 * the process seeing an unhandled 'error' event.
 */
export function fileWriter(path: string) {
  const out = createWriteStream(path);
  out.on('error', () => {}); // reported by write() and end()
  return {
    async write(chunk: Buffer): Promise<void> {
      if (out.errored) throw out.errored;
      if (!out.write(chunk)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            out.off('drain', done);
            out.off('close', done);
            resolve();
          };
          out.on('drain', done);
          out.on('close', done);
        });
      }
      if (out.errored) throw out.errored;
    },
    async end(): Promise<void> {
      if (!out.destroyed) out.end();
      await finished(out);
    },
  };
}
