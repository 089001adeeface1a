import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ratesSchema } from '@app/shared';
import type { RatesService } from './service.js';

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
