import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './lib/server-settings.mjs';

/** The last CMD's arguments and every ENV pair of a Dockerfile. */
function dockerfile(path: string) {
  const text = readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
  const cmd = [...text.matchAll(/^CMD (\[.*\])$/gm)].at(-1)?.[1];
  const env = new Map<string, string>();
  for (const [, pairs] of text.matchAll(/^ENV (.+)$/gm)) {
    for (const pair of pairs!.split(/\s+/)) {
      const [name, value] = pair.split('=');
      if (name && value !== undefined) env.set(name, value);
    }
  }
  return { cmd: cmd ? (JSON.parse(cmd) as string[]) : [], env };
}

/* The servers run with the same memory settings from the scripts and from the images (decision 0047). */
describe.each(['apps/api/Dockerfile', 'apps/web/Dockerfile'])('%s', (path) => {
  const { cmd, env } = dockerfile(path);

  it("starts node with the servers' flags before the script", () => {
    expect(cmd[0]).toBe('node');
    expect(cmd.slice(1, 1 + SERVER_NODE_FLAGS.length)).toEqual(SERVER_NODE_FLAGS);
  });

  it("sets the servers' environment", () => {
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(env.get(name), name).toBe(value);
  });
});
