// Bundles the API into dist/server.mjs. Workspace code (@app/shared) is inlined; npm packages stay
// external so that PGlite finds its WebAssembly files next to its own modules.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const external = [manifest('./package.json'), manifest('../../packages/shared/package.json')]
  .flatMap((m) => Object.keys(m.dependencies ?? {}))
  .filter((name) => !name.startsWith('@app/'))
  .flatMap((name) => [name, `${name}/*`]);

// Chunks are named by their hash: those of an earlier build go first.
rmSync(new URL('./dist/chunks', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outdir: new URL('./dist', import.meta.url).pathname,
  outExtension: { '.js': '.mjs' },
  // A module imported only when needed (the S3 storage and its AWS SDK) stays in a chunk of its own,
  // loaded then, not at every start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
