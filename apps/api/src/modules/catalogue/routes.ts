import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditListSchema,
  auditQuerySchema,
  catalogueIdParamsSchema,
  compoundCodec,
  compoundResponseWireSchema,
  langQuerySchema,
  unitDetailCodec,
  unitDetailWireSchema,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import type { ApiModule } from '../module.js';
import { adminErrors as errors, anyRole } from '../staff/roles.js';
import { MAX_AUDIT_ENTRIES, listAudit } from './audit.js';
import { getPublicCompound } from './compounds/public-queries.js';
import { getPublicUnit } from './units/public-queries.js';

/**
 * What the three catalogue resources (developers/, compounds/, units/: modules of their own) share in the
 * back office: a record's history, and the previews of drafts. Their editing rules, audit entries, edit
 * conflicts, records and cache tags are in this folder too (editing.ts, records.ts, cache-tags.ts).
 */
export const catalogueModule: ApiModule = {
  name: 'catalogue',
  async registerOffice(app, { db }) {
    await app.register(auditOfficeRoutes({ db }));
    await app.register(cataloguePreviewRoutes({ db }));
  },
};

/** The history of one record, shown on its page in the back office (every role reads it). */
export const auditOfficeRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/audit/',
      {
        config: anyRole,
        schema: {
          tags: ['admin'],
          summary: "One record's changes, newest first: who, when, and each field before and after",
          description: `At most the newest ${MAX_AUDIT_ENTRIES} entries. A deleted record keeps its history.`,
          querystring: auditQuerySchema,
          response: { 200: auditListSchema, ...errors },
        },
      },
      async (request) => ({ results: await listAudit(db, request.query.entity, request.query.id) }),
    );
  };

/**
 * The back office's previews: a compound or a unit exactly as the public calls answer it (the same
 * services and wire shapes), whatever its publication, so that a draft can be looked at before it is
 * published. Every role reads the catalogue. Never cached (the back office answers no-store).
 */
export const cataloguePreviewRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/compounds/:id/preview/',
      {
        config: anyRole,
        schema: {
          tags: ['admin'],
          summary: 'A compound as the public compound call answers it, draft or published',
          description: 'The unit count is that of its published units that are not archived.',
          params: catalogueIdParamsSchema,
          querystring: langQuerySchema,
          response: { 200: compoundResponseWireSchema, ...errors },
        },
      },
      async (request) => ({
        project: z.encode(
          compoundCodec,
          await getPublicCompound(db, String(request.params.id), request.query.lang ?? 'en', { preview: true }),
        ),
      }),
    );

    app.get(
      '/api/admin/units/:id/preview/',
      {
        config: anyRole,
        schema: {
          tags: ['admin'],
          summary: 'A unit as the public unit call answers it, whatever its publication or archiving',
          params: catalogueIdParamsSchema,
          querystring: langQuerySchema,
          response: { 200: unitDetailWireSchema, ...errors },
        },
      },
      async (request) =>
        z.encode(
          unitDetailCodec,
          await getPublicUnit(db, request.params.id, request.query.lang ?? 'en', { preview: true }),
        ),
    );
  };
