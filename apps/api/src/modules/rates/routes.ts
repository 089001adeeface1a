import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHE_TAGS, ratesSchema } from '@app/shared';
import type { ApiModule } from '../module.js';
import { RatesService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    rates: RatesService;
  }
}

/** The exchange rates: fetched on start and then every refreshMs (off in tests), answered to the site. */
export const ratesModule: ApiModule = {
  name: 'rates',
  async register(app, { settings, siteCache }) {
    const { url, refreshMs, start } = settings.rates;
    const service = new RatesService({
      url,
      refreshMs,
      logger: app.log,
      // Every cached page carries the rates its prices start with: new rates refresh them (tag `rates`).
      onChange: () => void siteCache.changed([CACHE_TAGS.rates]),
    });
    app.decorate('rates', service);
    await app.register(ratesRoutes(service));
    if (start) service.start();
    app.addHook('onClose', async () => service.stop());
  },
};

export const ratesRoutes =
  (service: RatesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/rates/',
      {
        schema: {
          tags: ['rates'],
          summary: 'Exchange rates per 1 USD for EUR, SAR and KWD (refreshed hourly from the upstream service)',
          response: { 200: ratesSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return service.current();
      },
    );
  };
