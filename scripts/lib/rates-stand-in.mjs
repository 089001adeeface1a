// A stand-in for the exchange-rate service (open.er-api.com's answer shape) on 127.0.0.1, for the tests
// and benchmarks: nothing is sent off this machine, and the rates are known in advance.
import { createServer } from 'node:http';

/** The rates the stand-in answers with unless told otherwise: far enough from the fallback rates to tell apart. */
export const STAND_IN_RATES = Object.freeze({ USD: 1, EUR: 0.9, SAR: 3.8, KWD: 0.3 });

/**
 * The service's answer for `rates`, with a currency the site does not offer (GBP), which the API drops.
 * @param {Readonly<Record<string, number>>} [rates]
 */
export function ratesAnswer(rates = STAND_IN_RATES) {
  return { result: 'success', base_code: 'USD', rates: { ...rates, GBP: 0.8 } };
}

/**
 * @typedef {{ status: number, body: unknown }} Answer
 * @typedef {object} RatesStandIn
 * @property {string} url The address to give the API as EXCHANGE_RATES_URL.
 * @property {number} port
 * @property {Answer} answer What the next request gets; a test may replace it.
 * @property {number} calls Requests for rates so far.
 * @property {() => Promise<void>} close
 */

/**
 * Starts the stand-in on `port` (0: a free one). Every request gets `answer` (the known rates unless set);
 * `extra` serves other paths of a test run's own (e.g. `/mail/`) as JSON.
 * @param {{ port?: number, answer?: Answer, extra?: Record<string, () => unknown> }} [options]
 * @returns {Promise<RatesStandIn>}
 */
export async function startRatesStandIn({ port = 0, answer = { status: 200, body: ratesAnswer() }, extra = {} } = {}) {
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    const own = Object.hasOwn(extra, path) ? extra[path] : undefined;
    if (!own) standIn.calls += 1;
    const { status, body } = own ? { status: 200, body: own() } : standIn.answer;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  /** @type {RatesStandIn} */
  const standIn = {
    url: `http://127.0.0.1:${bound}/v6/latest/USD`,
    port: bound,
    answer,
    calls: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
