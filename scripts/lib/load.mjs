// Open-loop load: requests start on a fixed schedule whatever the server does, as visitors arrive, and
// each latency is measured from the scheduled start (so a stalled server cannot hide its queue).
import http from 'node:http';

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

/**
 * Starts `rate` requests a second for `seconds` (made by `next(i)`; null sends nothing), and resolves with every result once
 * the last one has answered: `{ kind, status, error, ms, startedAt, body }`. `stop()` ends it early.
 */
export function runAtRate({ rate, seconds, next, agent, onResult = () => {} }) {
  const total = Math.max(1, Math.round(rate * seconds));
  const t0 = performance.now();
  const results = [];
  const pending = new Set();
  let issued = 0;
  let stopped = false;
  let timer;
  const done = new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * rate) + 1);
      while (!stopped && issued < due) {
        const i = issued++;
        const scheduled = t0 + (i / rate) * 1000;
        const spec = next(i);
        if (!spec) continue; // the caller holds this one back (a balancer that stopped sending)
        const p = send(agent, spec).then((r) => {
          const result = { kind: spec.kind, ...r, ms: performance.now() - scheduled, startedAt: scheduled, spec };
          results.push(result);
          onResult(result);
          pending.delete(p);
        });
        pending.add(p);
      }
      if (!stopped && issued < total) timer = setTimeout(tick, Math.max(1, Math.min(5, 1000 / rate)));
      else Promise.all(pending).then(() => resolve(results));
    };
    tick();
  });
  return {
    done,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      return Promise.all(pending).then(() => results);
    },
    inFlight: () => pending.size,
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Count, errors (network failures and any status but the expected ones), rate and latency percentiles. */
export function summarize(results, seconds, ok = (r) => r.status >= 200 && r.status < 400) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const errors = results.filter((r) => !ok(r));
  const round = (v) => Math.round(v * 10) / 10;
  return {
    requests: results.length,
    'req/s': round(results.length / seconds),
    errors: errors.length,
    'error %': round((errors.length / Math.max(1, results.length)) * 100),
    'p50 ms': round(percentile(ms, 50)),
    'p95 ms': round(percentile(ms, 95)),
    'p99 ms': round(percentile(ms, 99)),
    'max ms': round(ms.at(-1) ?? NaN),
    sampleErrors: [...new Set(errors.map((e) => `${e.kind} ${e.error ?? e.status}`))].slice(0, 5),
  };
}

/** Resident memory of a process we started, in MB (Linux /proc). */
export async function rssMb(pid) {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}
