import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  langQuerySchema,
  compoundIdParamsSchema,
  compoundResponseSchema,
  compoundSummarySchema,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import { getCompound, listCompounds } from './service.js';

export const compoundRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/resale-projects/api/project/:id/',
      {
        config: { cacheResponse: true },
        schema: {
          tags: ['projects'],
          summary: 'One compound (project) by numeric id or slug',
          params: compoundIdParamsSchema,
          querystring: langQuerySchema,
          response: { 200: compoundResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => ({ project: await getCompound(db, request.params.id, request.query.lang ?? 'en') }),
    );

    app.get(
      '/resale-projects/api/projects/',
      {
        config: { cacheResponse: true },
        schema: {
          tags: ['projects'],
          summary: 'Every compound, featured first',
          querystring: langQuerySchema,
          response: { 200: z.object({ results: z.array(compoundSummarySchema) }), 400: apiErrorSchema },
        },
      },
      async (request) => ({ results: await listCompounds(db, request.query.lang ?? 'en') }),
    );
  };
