import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { ANSWER_UNDER_PRESSURE } from '../../plugins/overload.js';
import type { ApiModule } from '../module.js';

/** Liveness and readiness, for orchestrators and load balancers. */
export const healthModule: ApiModule = {
  name: 'health',
  async register(app, { database }) {
    await app.register(healthRoutes(database));
  },
};

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['ok', 'down']) }),
  uptime_seconds: z.number(),
});

const readySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['ok', 'down']),
  pending_migrations: z.number().nullable(),
  shutting_down: z.boolean(),
});

const unavailableSchema = z.object({ error: z.string(), message: z.string() });

export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    // Liveness: the process answers. Answered even under pressure and never rate limited, so that a busy
    // replica is not restarted by its orchestrator.
    app.get(
      '/api/health/',
      {
        config: { ...ANSWER_UNDER_PRESSURE, clientLimit: false },
        schema: {
          tags: ['operations'],
          summary: 'Liveness: status of the process and the database',
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

    // Readiness: this replica can serve traffic now (database answers, its schema is current, not overloaded).
    // A load balancer sends traffic only to replicas that answer 200 here.
    app.get(
      '/api/ready/',
      {
        config: { clientLimit: false },
        schema: {
          tags: ['operations'],
          summary: 'Readiness: the database answers and every committed migration is applied',
          description:
            '503 while the database is down, migrations are pending, the process is overloaded or shutting down.',
          response: { 200: readySchema, 503: z.union([readySchema, unavailableSchema]) },
        },
      },
      async (request, reply) => {
        let pending: number | null = null;
        try {
          pending = await database.pendingMigrations();
        } catch (err) {
          request.log.warn({ err }, 'readiness: the database did not answer');
        }
        const ready = pending === 0 && !app.draining;
        reply.status(ready ? 200 : 503);
        if (!ready) reply.header('retry-after', '5');
        return {
          status: ready ? ('ready' as const) : ('not_ready' as const),
          database: pending === null ? ('down' as const) : ('ok' as const),
          pending_migrations: pending,
          shutting_down: app.draining,
        };
      },
    );
  };
