import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WHATSAPP_RECENT_DAYS, apiErrorSchema, unitIdParamsSchema, whatsappClicksSchema } from '@app/shared';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../errors.js';
import type { ApiModule } from '../module.js';
import { adminErrors as errors, anyRole } from '../staff/roles.js';
import { clickCounts, countCompoundClick, countUnitClick } from './service.js';

/** The WhatsApp links' clicks: counted from the public pages, read in the back office. */
export const whatsappModule: ApiModule = {
  name: 'whatsapp',
  async register(app, { db }) {
    await app.register(whatsappClickRoutes({ db }));
  },
  async registerOffice(app, { db }) {
    await app.register(whatsappClickOfficeRoutes({ db }));
  },
};

/** A ping's body is the four letters PING; nothing else is read either. */
const PING_BODY_LIMIT = 64;

const slugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: 'slug must be lowercase letters, digits and dashes' }),
});

const clickResponses = {
  204: z.null(),
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
};

const CLICK_DESCRIPTION =
  'Sent by the browser itself when a visitor opens the WhatsApp link (`<a ping>`: body `PING`, type `text/ping`; an empty or JSON body is taken too, and not read). Counts one click on today’s row (the office’s day); nothing about the visitor is stored. 204 when counted; 404 when the site does not show it; 403 cross-site; counted by the per-client write limit (429).';

/**
 * The WhatsApp links' click counts (docs/decisions/0035-whatsapp.md): the public pages' links ping
 * these routes, and the back office reads the totals.
 */
export const whatsappClickRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    // Scoped to these routes: what <a ping> sends. Its body says nothing, so it is not kept.
    app.addContentTypeParser('text/ping', { parseAs: 'string', bodyLimit: PING_BODY_LIMIT }, (_request, _body, done) =>
      done(null, null),
    );

    app.post(
      '/api/whatsapp-clicks/units/:id/',
      {
        bodyLimit: PING_BODY_LIMIT,
        config: { sameOrigin: true },
        schema: {
          tags: ['whatsapp'],
          summary: 'Count a click on a unit’s WhatsApp link',
          description: CLICK_DESCRIPTION,
          params: unitIdParamsSchema,
          response: clickResponses,
        },
      },
      async (request, reply) => {
        if (!(await countUnitClick(db, request.params.id))) throw new NotFoundError('Unit not found.');
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/whatsapp-clicks/compounds/:slug/',
      {
        bodyLimit: PING_BODY_LIMIT,
        config: { sameOrigin: true },
        schema: {
          tags: ['whatsapp'],
          summary: 'Count a click on a compound’s WhatsApp link',
          description: CLICK_DESCRIPTION,
          params: slugParamsSchema,
          response: clickResponses,
        },
      },
      async (request, reply) => {
        if (!(await countCompoundClick(db, request.params.slug))) throw new NotFoundError('Project not found.');
        return reply.status(204).send(null);
      },
    );
  };

/** The back office's read of the counts. */
export const whatsappClickOfficeRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/whatsapp-clicks/',
      {
        config: anyRole,
        schema: {
          tags: ['admin'],
          summary: 'WhatsApp clicks per unit and per compound',
          description: `Only units and compounds whose link was clicked, by id: every click (\`total\`) and those of the last ${WHATSAPP_RECENT_DAYS} days, today included (\`recent\`).`,
          response: { 200: whatsappClicksSchema, ...errors },
        },
      },
      async () => clickCounts(db),
    );
  };
