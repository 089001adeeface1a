import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, sitemapIndexSchema, sitemapPartParamsSchema, sitemapUnitsSchema } from '@app/shared';
import type { Db } from '../../db/client.js';
import type { ApiModule } from '../module.js';
import { getSitemapIndex, getSitemapUnits } from './service.js';

export const sitemapModule: ApiModule = {
  name: 'sitemap',
  async register(app, { db }) {
    await app.register(sitemapRoutes(db));
  },
};

/** What the site's sitemap.xml is built from: addresses and last changes, no page content. */
export const sitemapRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/sitemap/',
      {
        config: { cacheResponse: true },
        schema: {
          tags: ['sitemap'],
          summary: 'Every compound and the parts of the unit list, with their last changes',
          response: { 200: sitemapIndexSchema },
        },
      },
      async () => getSitemapIndex(db),
    );

    app.get(
      '/api/sitemap/units/:part/',
      {
        config: { cacheResponse: true },
        schema: {
          tags: ['sitemap'],
          summary: 'The units of one part of the list (by id), for one sitemap file',
          params: sitemapPartParamsSchema,
          response: { 200: sitemapUnitsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => getSitemapUnits(db, request.params.part),
    );
  };
