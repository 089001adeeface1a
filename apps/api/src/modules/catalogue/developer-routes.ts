import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  catalogueIdParamsSchema,
  developerAdminPageSchema,
  developerAdminSchema,
  developerInputSchema,
  developerListQuerySchema,
  developerPatchSchema,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import { adminErrors as errors, anyRole, catalogueEditors, staffOf } from '../admin/roles.js';
import { createDeveloper, deleteDeveloper, getDeveloper, listDevelopers, updateDeveloper } from './developers.js';
import { developerTags } from './cache-tags.js';

/**
 * Developers in the back office: every role reads them, editors and admins change them. Registered inside
 * the back office routes (admin/routes.ts), whose hooks check the session and the role. Every change
 * drops the cached public answers (and tells the site), since compounds show their developer.
 */
export const developerAdminRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/developers/',
      {
        config: anyRole,
        schema: {
          tags: ['admin'],
          summary: 'Developers by name, searched by name, a page at a time',
          querystring: developerListQuerySchema,
          response: { 200: developerAdminPageSchema, ...errors },
        },
      },
      async (request) => listDevelopers(db, request.query),
    );

    app.post(
      '/api/admin/developers/',
      {
        config: { sameOrigin: true, ...catalogueEditors },
        schema: {
          tags: ['admin'],
          summary: 'Add a developer (editors and admins)',
          body: developerInputSchema,
          response: { 201: developerAdminSchema, ...errors },
        },
      },
      async (request, reply) => {
        const developer = await createDeveloper(db, staffOf(request), request.body);
        // A new developer is on no page yet: only the back office's lists show it.
        app.invalidateResponseCache([]);
        request.log.info({ developer: developer.id, by: staffOf(request).id }, 'developer created');
        return reply.status(201).send(developer);
      },
    );

    app.get(
      '/api/admin/developers/:id/',
      {
        config: anyRole,
        schema: {
          tags: ['admin'],
          summary: 'One developer',
          params: catalogueIdParamsSchema,
          response: { 200: developerAdminSchema, ...errors },
        },
      },
      async (request) => getDeveloper(db, request.params.id),
    );

    app.patch(
      '/api/admin/developers/:id/',
      {
        config: { sameOrigin: true, ...catalogueEditors },
        schema: {
          tags: ['admin'],
          summary: "Change a developer's name or logo (editors and admins)",
          description:
            '`version` is the one the form was opened with: 409 (`edit_conflict`, fields.changedBy and fields.changedAt) when someone saved since.',
          params: catalogueIdParamsSchema,
          body: developerPatchSchema,
          response: { 200: developerAdminSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const developer = await updateDeveloper(db, staffOf(request), request.params.id, request.body);
        app.invalidateResponseCache(await developerTags(db, developer.id));
        request.log.info({ developer: developer.id, by: staffOf(request).id }, 'developer changed');
        return developer;
      },
    );

    app.delete(
      '/api/admin/developers/:id/',
      {
        config: { sameOrigin: true, ...catalogueEditors },
        schema: {
          tags: ['admin'],
          summary: 'Delete a developer (editors and admins)',
          description: '409 while compounds still name the developer: nothing is deleted.',
          params: catalogueIdParamsSchema,
          response: { 204: z.null(), ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        // A developer with compounds cannot be deleted: no page showed it.
        await deleteDeveloper(db, staffOf(request), request.params.id);
        app.invalidateResponseCache([]);
        request.log.info({ developer: request.params.id, by: staffOf(request).id }, 'developer deleted');
        return reply.status(204).send(null);
      },
    );
  };
