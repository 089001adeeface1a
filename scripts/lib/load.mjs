// Open-loop load: requests start on a fixed schedule whatever the server does, as visitors arrive, and
// each latency is measured from the scheduled start (so a stalled server cannot hide its queue).
import http from 'node:http';
import { createHistogram } from 'node:perf_hooks';

/** One HTTP request on `agent`; never rejects: network failures come back as `{ error }`. */
export function send(agent, { url, method = 'GET', headers = {}, body, timeoutMs = 10_000 }) {
  return new Promise((resolve) => {
    const payload =
      body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: { ...headers, ...(payload ? { 'content-length': payload.length } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', (err) => resolve({ error: err.code ?? err.message }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (err) => resolve({ error: err.code ?? err.message }));
    if (payload) req.write(payload);
    req.end();
  });
}

/** A 2xx or 3xx answer; anything else, or no answer, is an error. */
const answered = (r) => r.status >= 200 && r.status < 400;

/**
 * What a load run keeps, per kind of request and for all: counts, a latency histogram (HDR, in
 * microseconds: a fixed few kilobytes however long the run) and a few error samples. Never the answers
 * themselves: a long soak would hold every body in memory (issue 31: the load client died of it at 4 GB).
 */
export class Tally {
  /** @type {Map<string, { requests: number; errors: number; histogram: import('node:perf_hooks').RecordableHistogram; samples: Set<string> }>} */
  #kinds = new Map();
  #ok;

  /** @param {(r: { status?: number; error?: string }) => boolean} [ok] */
  constructor(ok = answered) {
    this.#ok = ok;
  }

  /** @param {{ kind: string; status?: number; error?: string; ms: number }} result */
  add(result) {
    for (const key of ['all', result.kind]) {
      let kind = this.#kinds.get(key);
      if (!kind) {
        kind = { requests: 0, errors: 0, histogram: createHistogram(), samples: new Set() };
        this.#kinds.set(key, kind);
      }
      kind.requests++;
      kind.histogram.record(Math.max(1, Math.round(result.ms * 1000)));
      if (!this.#ok(result)) {
        kind.errors++;
        if (kind.samples.size < 5) kind.samples.add(`${result.kind} ${result.error ?? result.status}`);
      }
    }
  }

  /** The kinds seen, `all` first. */
  kinds() {
    return [...this.#kinds.keys()];
  }

  /**
   * Count, errors, rate and latency percentiles of one kind (default all), over `seconds`.
   * @param {number} seconds
   * @param {string} [kind]
   */
  summary(seconds, kind = 'all') {
    const k = this.#kinds.get(kind);
    const round = (v) => Math.round(v * 10) / 10;
    const ms = (p) => (k && k.requests > 0 ? round(k.histogram.percentile(p) / 1000) : NaN);
    return {
      requests: k?.requests ?? 0,
      'req/s': round((k?.requests ?? 0) / seconds),
      errors: k?.errors ?? 0,
      'error %': round(((k?.errors ?? 0) / Math.max(1, k?.requests ?? 0)) * 100),
      'p50 ms': ms(50),
      'p95 ms': ms(95),
      'p99 ms': ms(99),
      'max ms': k && k.requests > 0 ? round(k.histogram.max / 1000) : NaN,
      sampleErrors: [...(k?.samples ?? [])],
    };
  }
}

/**
 * Starts `rate` requests a second for `seconds` (made by `next(i)`; null sends nothing) and resolves, once
 * the last one has answered, with `{ tally }`: counts and latencies only. Each result
 * (`{ kind, status, error, ms, startedAt, headers, body }`) goes to `onResult` as it comes and is then
 * dropped, unless `keep` (short runs that look at each one: the fault phases) keeps them in `results`.
 * `stop()` ends it early.
 */
export function runAtRate({ rate, seconds, next, agent, onResult = () => {}, keep = false }) {
  const total = Math.max(1, Math.round(rate * seconds));
  const t0 = performance.now();
  const tally = new Tally();
  /** @type {any[]} */
  const results = [];
  const pending = new Set();
  let issued = 0;
  let stopped = false;
  let timer;
  const outcome = () => ({ tally, results });
  const done = new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * rate) + 1);
      while (!stopped && issued < due) {
        const i = issued++;
        const scheduled = t0 + (i / rate) * 1000;
        const spec = next(i);
        if (!spec) continue; // the caller holds this one back (a balancer that stopped sending)
        const p = send(agent, spec).then((r) => {
          const result = { kind: spec.kind, ...r, ms: performance.now() - scheduled, startedAt: scheduled };
          tally.add(result);
          if (keep) results.push(result);
          onResult(result);
          pending.delete(p);
        });
        pending.add(p);
      }
      if (!stopped && issued < total) timer = setTimeout(tick, Math.max(1, Math.min(5, 1000 / rate)));
      else Promise.all(pending).then(() => resolve(outcome()));
    };
    tick();
  });
  return {
    done,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      return Promise.all(pending).then(outcome);
    },
    inFlight: () => pending.size,
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
