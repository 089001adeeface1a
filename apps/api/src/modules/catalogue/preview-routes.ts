import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueIdParamsSchema,
  compoundCodec,
  compoundResponseWireSchema,
  langQuerySchema,
  unitDetailCodec,
  unitDetailWireSchema,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import { adminErrors as errors, anyRole } from '../admin/roles.js';
import { getCompound } from '../compounds/service.js';
import { getUnit } from '../units/service.js';

/**
 * The back office's previews: a compound or a unit exactly as the public calls answer it (the same
 * services and wire shapes), whatever its publication, so that a draft can be looked at before it is
 * published. Every role reads the catalogue. Registered inside the back office routes (admin/routes.ts),
 * whose hooks check the session and the role; never cached (the back office answers no-store).
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
          await getCompound(db, String(request.params.id), request.query.lang ?? 'en', { preview: true }),
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
        z.encode(unitDetailCodec, await getUnit(db, request.params.id, request.query.lang ?? 'en', { preview: true })),
    );
  };
