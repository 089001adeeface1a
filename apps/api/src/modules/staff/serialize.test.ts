import { describe, expect, it } from 'vitest';
import { serializePerKey } from './serialize.js';

/** A promise settled from outside. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
/** Lets every queued promise callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('serializePerKey', () => {
  it('starts a task of a key only when the earlier ones of that key have settled, in order', async () => {
    const run = serializePerKey();
    const log: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const a = run('1.2.3.4', async () => (log.push('first'), first.promise));
    const b = run('1.2.3.4', async () => (log.push('second'), second.promise));
    const c = run('1.2.3.4', async () => (log.push('third'), 'c'));
    await settle();
    expect(log).toEqual(['first']);
    first.resolve('a');
    await settle();
    expect(log).toEqual(['first', 'second']);
    second.resolve('b');
    expect(await Promise.all([a, b, c])).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['first', 'second', 'third']);
  });

  it('runs tasks of other keys at once', async () => {
    const run = serializePerKey();
    const held = deferred();
    const log: string[] = [];
    const a = run('one', async () => (log.push('one'), held.promise));
    const b = run('two', async () => (log.push('two'), 'b'));
    expect(await b).toBe('b');
    expect(log).toEqual(['one', 'two']);
    held.resolve();
    await a;
  });

  it('passes a failure to its caller only, and the next task of the key still runs', async () => {
    const run = serializePerKey();
    const failing = run('k', async () => {
      throw new Error('wrong password');
    });
    const next = run('k', async () => 'next');
    await expect(failing).rejects.toThrow('wrong password');
    expect(await next).toBe('next');
    expect(await run('k', async () => 'after')).toBe('after');
  });
});
