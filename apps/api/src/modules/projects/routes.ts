import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  langQuerySchema,
  projectIdParamsSchema,
  projectResponseSchema,
  projectSummarySchema,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import { getProject, listProjects } from './service.js';

export const projectRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/resale-projects/api/project/:id/',
      {
        config: { cacheResponse: true },
        schema: {
          tags: ['projects'],
          summary: 'One compound (project) by numeric id or slug',
          params: projectIdParamsSchema,
          querystring: langQuerySchema,
          response: { 200: projectResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => ({ project: await getProject(db, request.params.id, request.query.lang ?? 'en') }),
    );

    app.get(
      '/resale-projects/api/projects/',
      {
        config: { cacheResponse: true },
        schema: {
          tags: ['projects'],
          summary: 'Every compound, featured first',
          querystring: langQuerySchema,
          response: { 200: z.object({ results: z.array(projectSummarySchema) }), 400: apiErrorSchema },
        },
      },
      async (request) => ({ results: await listProjects(db, request.query.lang ?? 'en') }),
    );
  };
