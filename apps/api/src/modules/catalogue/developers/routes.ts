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
import type { Db } from '../../../db/client.js';
import type { Invalidation } from '../../../plugins/cache-invalidation.js';
import type { ApiModule } from '../../module.js';
import { adminErrors as errors, anyRole, catalogueEditors, staffOf } from '../../staff/roles.js';
import { developerTags, pagesOfAnswer } from '../cache-tags.js';
import { getOfficeDeveloper, listOfficeDevelopers } from './queries.js';
import { createDeveloper, deleteDeveloper, updateDeveloper } from './service.js';

/** Developers: only the back office reads them on their own; the public site shows them with their compounds. */
export const developersModule: ApiModule = {
  name: 'catalogue/developers',
  async registerOffice(app, { db }) {
    await app.register(developerOfficeRoutes({ db }));
  },
};

/**
 * A developer is on no page but its compounds' (and their units'): a new one, or one that no compound
 * names (the only kind that can be deleted), changes no page.
 */
const onNoPage: Invalidation = { pages: 'none' };

/** Developers in the back office: every role reads them, editors and admins change them. */
export const developerOfficeRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    /** A developer's name and logo show on its compounds' pages and their units' pages. */
    const itsCompoundsPages: Invalidation = {
      pages: { after: pagesOfAnswer(([id]) => developerTags(db, id!)) },
    };

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
      async (request) => listOfficeDevelopers(db, request.query),
    );

    app.post(
      '/api/admin/developers/',
      {
        config: { sameOrigin: true, ...catalogueEditors, invalidates: onNoPage },
        schema: {
          tags: ['admin'],
          summary: 'Add a developer (editors and admins)',
          body: developerInputSchema,
          response: { 201: developerAdminSchema, ...errors },
        },
      },
      async (request, reply) => {
        const developer = await createDeveloper(db, staffOf(request), request.body);
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
      async (request) => getOfficeDeveloper(db, request.params.id),
    );

    app.patch(
      '/api/admin/developers/:id/',
      {
        config: { sameOrigin: true, ...catalogueEditors, invalidates: itsCompoundsPages },
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
        request.log.info({ developer: developer.id, by: staffOf(request).id }, 'developer changed');
        return developer;
      },
    );

    app.delete(
      '/api/admin/developers/:id/',
      {
        config: { sameOrigin: true, ...catalogueEditors, invalidates: onNoPage },
        schema: {
          tags: ['admin'],
          summary: 'Delete a developer (editors and admins)',
          description: '409 while compounds still name the developer: nothing is deleted.',
          params: catalogueIdParamsSchema,
          response: { 204: z.null(), ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await deleteDeveloper(db, staffOf(request), request.params.id);
        request.log.info({ developer: request.params.id, by: staffOf(request).id }, 'developer deleted');
        return reply.status(204).send(null);
      },
    );
  };
