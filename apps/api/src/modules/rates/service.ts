import { CURRENCIES, FALLBACK_RATES, type Currency, type Rates, mergeRates } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';

export interface RatesServiceOptions {
  url: string;
  refreshMs: number;
  timeoutMs?: number;
  logger: FastifyBaseLogger;
  /** Called when a refresh changed the rates (or made them live): the site's pages carry them. */
  onChange?: () => void;
}

/** Why the service could not be asked (its host, the network, a timeout or its status), or null for another failure. */
function unreachable(err: unknown): string | null {
  if (!(err instanceof Error)) return null;
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'no answer in time';
  if (err.message.startsWith('exchange-rate service answered')) return err.message;
  const cause = (err as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (err.message === 'fetch failed' && typeof cause?.code === 'string')
    return `${cause.code}: ${String(cause.message)}`;
  return null;
}

/**
 * Exchange rates for the whole site: one upstream call on start and then every hour, whatever the
 * number of visitors. Failures are logged and the fallback (or the last good) rates stay in use.
 */
export class RatesService {
  private rates: Record<Currency, number> = { ...FALLBACK_RATES };
  private source: Rates['source'] = 'fallback';
  private updatedAt: Date | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: RatesServiceOptions) {}

  current(): Rates {
    return {
      base: 'USD',
      rates: { ...this.rates },
      source: this.source,
      updatedAt: this.updatedAt?.toISOString() ?? null,
    };
  }

  /** One upstream fetch; resolves whether or not it worked. */
  async refresh(): Promise<void> {
    try {
      const response = await fetch(this.options.url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000) });
      if (!response.ok) throw new Error(`exchange-rate service answered ${response.status}`);
      const merged = mergeRates(this.rates, await response.json());
      if (!merged) {
        this.options.logger.warn('exchange-rate answer had no rates; keeping the previous values');
        return;
      }
      const changed =
        this.source !== 'live' || CURRENCIES.some((currency) => merged[currency] !== this.rates[currency]);
      this.rates = merged;
      this.source = 'live';
      this.updatedAt = new Date();
      if (changed) this.options.onChange?.();
    } catch (err) {
      const reason = unreachable(err);
      // Unreachable or refusing (offline, a timeout, an error status): expected now and then, one plain line.
      if (reason) this.options.logger.warn({ reason }, 'exchange rates unavailable; using fallback or last rates');
      else
        this.options.logger.error(
          { err, currencies: CURRENCIES },
          'exchange-rate fetch failed; using fallback or last rates',
        );
    }
  }

  start(): void {
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.options.refreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
