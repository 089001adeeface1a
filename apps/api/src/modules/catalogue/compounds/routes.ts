import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  catalogueIdParamsSchema,
  compoundAdminPageSchema,
  compoundAdminSchema,
  compoundInputSchema,
  compoundListQuerySchema,
  compoundPatchSchema,
} from '@app/shared';
import type { Db } from '../../../db/client.js';
import type { Invalidation } from '../../../plugins/cache-invalidation.js';
import type { ApiModule } from '../../module.js';
import { adminErrors as errors, anyRole, catalogueEditors, staffOf } from '../../staff/roles.js';
import { compoundTags, pagesOfAnswer, pagesOfParam } from '../cache-tags.js';
import { compoundPublicRoutes } from './public-routes.js';
import { getOfficeCompound, listOfficeCompounds } from './queries.js';
import { createCompound, deleteCompound, updateCompound } from './service.js';

/** Compounds: the public site's reads (public-routes.ts) and the back office's (below). */
export const compoundsModule: ApiModule = {
  name: 'catalogue/compounds',
  async register(app, { db }) {
    await app.register(compoundPublicRoutes(db));
  },
  async registerOffice(app, { db }) {
    await app.register(compoundOfficeRoutes({ db }));
  },
};

/**
 * Compounds in the back office: every role reads them, editors and admins change them. Every change drops
 * the pages that show the compound (its own, its units') where it was and where it is now.
 */
export const compoundOfficeRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const tagsOf = (ids: readonly number[]) => compoundTags(db, ids);
    const created: Invalidation = { pages: { after: pagesOfAnswer(tagsOf) } };
    const saved: Invalidation = { pages: { before: pagesOfParam(tagsOf), after: pagesOfAnswer(tagsOf) } };
    const deleted: Invalidation = { pages: { before: pagesOfParam(tagsOf) } };

    app.get(
      '/api/admin/compounds/',
      {
        config: anyRole,
        schema: {
          tags: ['admin'],
          summary: 'Compounds by English name: search, filters and pages',
          description:
            '`q` matches the name in every language and the slug; `needsTranslation=true` keeps those lacking an Arabic or German text somewhere. Drafts are listed too.',
          querystring: compoundListQuerySchema,
          response: { 200: compoundAdminPageSchema, ...errors },
        },
      },
      async (request) => listOfficeCompounds(db, request.query),
    );

    app.post(
      '/api/admin/compounds/',
      {
        config: { sameOrigin: true, ...catalogueEditors, invalidates: created },
        schema: {
          tags: ['admin'],
          summary: 'Add a compound with its photos (editors and admins)',
          description:
            'Without `slug`, one is made from the English name (with -2, -3 ... when taken); a given slug that is taken answers 409 (fields.slug = taken). A draft unless `publication` says published, which needs a main image.',
          body: compoundInputSchema,
          response: { 201: compoundAdminSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const compound = await createCompound(db, staffOf(request), request.body);
        request.log.info({ compound: compound.id, by: staffOf(request).id }, 'compound created');
        return reply.status(201).send(compound);
      },
    );

    app.get(
      '/api/admin/compounds/:id/',
      {
        config: anyRole,
        schema: {
          tags: ['admin'],
          summary: 'One compound with every field its form edits, in all languages',
          params: catalogueIdParamsSchema,
          response: { 200: compoundAdminSchema, ...errors },
        },
      },
      async (request) => getOfficeCompound(db, request.params.id),
    );

    app.patch(
      '/api/admin/compounds/:id/',
      {
        config: { sameOrigin: true, ...catalogueEditors, invalidates: saved },
        schema: {
          tags: ['admin'],
          summary: "Change a compound's fields (editors and admins)",
          description:
            'Each field sent replaces the stored one whole; `photos` replaces the photos. `version` is the one the form was opened with: 409 (`edit_conflict`, fields.changedBy and fields.changedAt) when someone saved since. Publishing needs a main image (400, fields.mainImage = requiredToPublish).',
          params: catalogueIdParamsSchema,
          body: compoundPatchSchema,
          response: { 200: compoundAdminSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const compound = await updateCompound(db, staffOf(request), request.params.id, request.body);
        request.log.info({ compound: compound.id, by: staffOf(request).id }, 'compound changed');
        return compound;
      },
    );

    app.delete(
      '/api/admin/compounds/:id/',
      {
        config: { sameOrigin: true, ...catalogueEditors, invalidates: deleted },
        schema: {
          tags: ['admin'],
          summary: 'Delete a compound and its photos (editors and admins)',
          description: '409 while it has units (archived ones included): nothing is deleted.',
          params: catalogueIdParamsSchema,
          response: { 204: z.null(), ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await deleteCompound(db, staffOf(request), request.params.id);
        request.log.info({ compound: request.params.id, by: staffOf(request).id }, 'compound deleted');
        return reply.status(204).send(null);
      },
    );
  };
