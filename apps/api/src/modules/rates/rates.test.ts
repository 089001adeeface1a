import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_RATES, ratesSchema } from '@app/shared';
import { type RatesStandIn, ratesAnswer, startRatesStandIn } from '../../../../../scripts/lib/rates-stand-in.mjs';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';

/** A stand-in for the exchange-rate service whose next answer each test sets. */
let upstream: RatesStandIn;
let url: string;
let database: Database;

beforeAll(async () => {
  upstream = await startRatesStandIn();
  url = upstream.url;
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
});

afterAll(async () => {
  await upstream.close();
  await database.close();
});

/** The app's log lines, parsed. */
function capture() {
  const lines: { level: number; msg: string; reason?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

/** A port nothing listens on: taken from the system, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function appWith(rates: { url: string }, logger: FastifyServerOptions['logger'] = false) {
  const app = await buildApp({ database, logger, rates: { ...rates, refreshMs: 3_600_000, start: false } });
  const read = async () => ratesSchema.parse((await app.inject({ method: 'GET', url: '/api/rates/' })).json());
  return { app, read };
}

describe('exchange rates', () => {
  it('starts from the fallback rates', async () => {
    const { app, read } = await appWith({ url });
    expect(await read()).toEqual({
      base: 'USD',
      rates: FALLBACK_RATES,
      source: 'fallback',
      updatedAt: null,
    });
    await app.close();
  });

  it('takes the live rates from the service, one upstream call serving every visitor', async () => {
    const { app, read } = await appWith({ url });
    upstream.answer = { status: 200, body: ratesAnswer({ USD: 1, EUR: 0.9, SAR: 3.7512, KWD: 0.3071 }) };
    upstream.calls = 0;
    await app.rates.refresh();
    for (let i = 0; i < 5; i++) await read();
    const rates = await read();
    expect(rates.rates).toEqual({ USD: 1, EUR: 0.9, SAR: 3.7512, KWD: 0.3071 });
    expect(rates.source).toBe('live');
    expect(upstream.calls).toBe(1);
    await app.close();
  });

  it('keeps the previous values when the answer has no rates, or a rate is missing or zero', async () => {
    const { app, read } = await appWith({ url });
    upstream.answer = { status: 200, body: { rates: { EUR: 0.9, SAR: 3.7, KWD: 0.3 } } };
    await app.rates.refresh();
    upstream.answer = { status: 200, body: { result: 'error', 'error-type': 'quota' } };
    await app.rates.refresh();
    expect((await read()).rates).toEqual({ USD: 1, EUR: 0.9, SAR: 3.7, KWD: 0.3 });
    upstream.answer = { status: 200, body: { rates: { EUR: 0, SAR: 'x', KWD: 0.32 } } };
    await app.rates.refresh();
    expect((await read()).rates).toEqual({ USD: 1, EUR: 0.9, SAR: 3.7, KWD: 0.32 });
    await app.close();
  });

  it('uses the fallback rates when the service fails or cannot be reached, and says so in one plain line', async () => {
    upstream.answer = { status: 500, body: { error: 'down' } };
    const log = capture();
    const failing = await appWith({ url }, log.logger);
    await failing.app.rates.refresh();
    expect((await failing.read()).rates).toEqual(FALLBACK_RATES);
    await failing.app.close();
    const unreachable = await appWith({ url: `http://127.0.0.1:${await closedPort()}/nothing` }, log.logger);
    await unreachable.app.rates.refresh();
    expect((await unreachable.read()).source).toBe('fallback');
    await unreachable.app.close();
    // Offline or refused is expected now and then (a newcomer's first start without a network): a warning
    // that says why, no error with a stack.
    const about = log.lines.filter((l) => l.msg.includes('exchange rate'));
    expect(about).toEqual([
      expect.objectContaining({ level: 40, reason: 'exchange-rate service answered 500' }),
      expect.objectContaining({ level: 40, reason: expect.stringMatching(/^ECONNREFUSED: /) }),
    ]);
  });
});
