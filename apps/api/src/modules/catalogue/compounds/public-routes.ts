import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  langQuerySchema,
  compoundIdParamsSchema,
  compoundCodec,
  compoundListCodec,
  compoundListWireSchema,
  compoundResponseWireSchema,
} from '@app/shared';
import type { Db } from '../../../db/client.js';
import { getPublicCompound, listPublicCompounds } from './public-queries.js';

/** The public site's reads of compounds (the spec's calls), cached for the spec's stale time. */
export const compoundPublicRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/resale-projects/api/project/:id/',
      {
        config: { cacheResponse: true },
        schema: {
          tags: ['compounds'],
          summary: 'One compound by numeric id or slug',
          params: compoundIdParamsSchema,
          querystring: langQuerySchema,
          response: { 200: compoundResponseWireSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => ({
        project: z.encode(compoundCodec, await getPublicCompound(db, request.params.id, request.query.lang ?? 'en')),
      }),
    );

    app.get(
      '/resale-projects/api/projects/',
      {
        config: { cacheResponse: true },
        schema: {
          tags: ['compounds'],
          summary: 'Every compound, featured first',
          querystring: langQuerySchema,
          response: { 200: compoundListWireSchema, 400: apiErrorSchema },
        },
      },
      async (request) =>
        z.encode(compoundListCodec, { results: await listPublicCompounds(db, request.query.lang ?? 'en') }),
    );
  };
