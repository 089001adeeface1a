// The `compression` middleware as the site uses it: on Node's own request and response
// (below-next/server-hooks.ts). @types/compression would bring Express's types along for these few lines.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { BrotliOptions, ZlibOptions } from 'node:zlib';

  interface CompressionOptions extends ZlibOptions {
    brotli?: BrotliOptions;
    threshold?: number | string;
    filter?: (request: IncomingMessage, response: ServerResponse) => boolean;
  }

  type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

  export default function compression(options?: CompressionOptions): Middleware;
}
