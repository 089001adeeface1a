import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['ok', 'down']) }),
  uptime_seconds: z.number(),
});

export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health/',
      {
        schema: {
          tags: ['operations'],
          summary: 'Status of the process and the database',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (request, reply) => {
        let up = true;
        try {
          await database.ping();
        } catch (err) {
          request.log.warn({ err }, 'database ping failed');
          up = false;
        }
        reply.status(up ? 200 : 503);
        return {
          status: up ? ('ok' as const) : ('degraded' as const),
          database: { kind: database.kind, status: up ? ('ok' as const) : ('down' as const) },
          uptime_seconds: Math.round(process.uptime()),
        };
      },
    );
  };
