import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListSchema, auditQuerySchema } from '@app/shared';
import type { Db } from '../../db/client.js';
import { adminErrors as errors, anyRole } from '../admin/roles.js';
import { MAX_AUDIT_ENTRIES, listAudit } from './audit.js';

/** The history of one record, shown on its page in the back office (every role reads it). */
export const auditAdminRoutes =
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
