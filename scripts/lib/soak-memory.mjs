// The soak benchmark's memory figures: the resident memory (RSS) of each server it started, idle, at the
// start of the soak, at its peak and at the end, and whether it stayed flat.
import { readFile } from 'node:fs/promises';

/** Resident memory of a process we started, in MB (Linux /proc); NaN once it is gone. */
export async function rssMb(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    return Math.round((kb / 1024) * 10) / 10;
  } catch {
    return NaN;
  }
}

/** One reading of every process: `{ API: 312.4, site: 201.7 }`. */
export async function readRss(pids) {
  const entries = await Promise.all(Object.entries(pids()).map(async ([name, pid]) => [name, await rssMb(pid)]));
  return Object.fromEntries(entries);
}

/**
 * Reads every `intervalMs` while the soak runs: the first reading after `settleMs` is its start (the
 * servers have warmed to the rate by then), the highest its peak, the last its end.
 */
export function watchMemory(pids, { intervalMs = 5000, settleMs = 15_000 } = {}) {
  const t0 = performance.now();
  /** @type {{ s: number; rss: Record<string, number> }[]} */
  const readings = [];
  const read = async () => readings.push({ s: Math.round((performance.now() - t0) / 1000), rss: await readRss(pids) });
  const timer = setInterval(read, intervalMs);
  return {
    /** Takes the last reading and answers start, peak and end per process. */
    async stop() {
      clearInterval(timer);
      await read();
      const settled = readings.filter((r) => r.s * 1000 >= settleMs);
      const usable = settled.length >= 2 ? settled : readings;
      const names = Object.keys(usable[0]?.rss ?? {});
      return {
        readings,
        figures: Object.fromEntries(
          names.map((name) => {
            const values = usable.map((r) => r.rss[name]).filter((v) => Number.isFinite(v));
            return [name, { start: values[0], peak: Math.max(...values), end: values.at(-1) }];
          }),
        ),
      };
    },
  };
}

/**
 * The memory table: idle, start, peak and end per process, the change from start to end and to the
 * peak, and PASS when both stay within `limitPct`.
 */
export function memoryRows(idle, figures, limitPct) {
  const pct = (a, b) => Math.round(((b - a) / a) * 1000) / 10;
  return Object.fromEntries(
    Object.entries(figures).map(([name, f]) => {
      const end = pct(f.start, f.end);
      const peak = pct(f.start, f.peak);
      const flat = Math.abs(end) <= limitPct && peak <= limitPct;
      return [
        name,
        {
          'idle MB': idle[name],
          'start MB': f.start,
          'peak MB': f.peak,
          'end MB': f.end,
          'end vs start %': end,
          'peak vs start %': peak,
          [`flat within ${limitPct}%`]: flat ? 'PASS' : 'MISS',
        },
      ];
    }),
  );
}
