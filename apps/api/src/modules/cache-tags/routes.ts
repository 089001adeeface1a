import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheTagChangesSchema } from '@app/shared';
import type { Db } from '../../db/client.js';
import type { ApiModule } from '../module.js';
import { listTagChanges } from './service.js';

/** When each of the site's cache tags last changed (what the site reads when it starts). */
export const cacheTagsModule: ApiModule = {
  name: 'cache-tags',
  async register(app, { db }) {
    await app.register(cacheTagRoutes(db));
  },
};

export const cacheTagRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/cache-tags/',
      {
        schema: {
          tags: ['operations'],
          summary: 'When each of the site’s cache tags last changed',
          description:
            'Read by the site when it starts: a page it kept from before one of these times is rendered again ' +
            '(a change made while it was down, or told to the process that ran before).',
          response: { 200: cacheTagChangesSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const rows = await listTagChanges(db);
        return { changes: rows.map((r) => ({ tag: r.tag, changed_at: r.changedAt.toISOString() })) };
      },
    );
  };
