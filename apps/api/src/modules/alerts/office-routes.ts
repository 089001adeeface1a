import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_DEMAND_UNITS,
  TOP_SAVED_SEARCHES,
  alertAddressIdParamsSchema,
  alertAddressListSchema,
  alertAddressQuerySchema,
  demandSummarySchema,
  demandUnitsQuerySchema,
  unitDemandSchema,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import { adminErrors as errors, anyRole, requireRole, staffOf } from '../staff/roles.js';
import { eraseAlertAddress, findAlertAddress } from './addresses.js';
import { demandSummary, unitDemand } from './demand.js';

/** Addresses are personal data: only admins find and erase them (agents and editors see counts). */
const admins = requireRole('admin');

/**
 * The back office's view of the saved searches (docs/decisions/0062-demand-in-the-back-office.md): demand
 * counts for every role, the addresses for admins only.
 */
export const alertOfficeRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/demand/units/',
      {
        config: anyRole,
        schema: {
          tags: ['admin'],
          summary: 'How many confirmed searches would alert about each of these units',
          description: `\`ids\`: 1 to ${MAX_DEMAND_UNITS} unit ids. A search counts for a unit when the list with its saved query shows the unit; a shortlist counts for the units it holds. Every id is answered (0 included; an unknown id is 0).`,
          querystring: demandUnitsQuerySchema,
          response: { 200: unitDemandSchema, ...errors },
        },
      },
      async (request) =>
        unitDemand(db, request.query.ids, (query) =>
          request.log.warn({ query: query.slice(0, 200) }, 'a saved query the list call refuses counts for nothing'),
        ),
    );

    app.get(
      '/api/admin/demand/',
      {
        config: anyRole,
        schema: {
          tags: ['admin'],
          summary: 'What the confirmed searches ask for: by area, type, price band and saved currency',
          description: `Counts of active searches, most saved first; \`any\` where a search leaves the filter open, area \`map\` for a box or drawn area. \`top\` (the ${TOP_SAVED_SEARCHES} most saved queries) for admins only, null for other roles.`,
          response: { 200: demandSummarySchema, ...errors },
        },
      },
      async (request) => demandSummary(db, staffOf(request).role === 'admin'),
    );

    app.get(
      '/api/admin/alert-addresses/',
      {
        config: admins,
        schema: {
          tags: ['admin'],
          summary: 'Find an alert subscriber by e-mail (admins only)',
          description:
            'The exact address (compared lower-cased) with its searches, consent records and unsent mails; `results` is empty when no one subscribed with it.',
          querystring: alertAddressQuerySchema,
          response: { 200: alertAddressListSchema, ...errors },
        },
      },
      async (request) => ({ results: await findAlertAddress(db, request.query.email) }),
    );

    app.delete(
      '/api/admin/alert-addresses/:id/',
      {
        config: { sameOrigin: true, ...admins },
        schema: {
          tags: ['admin'],
          summary: 'Erase an alert subscriber on request (admins only)',
          description:
            'Deletes the address, its searches, its consent records and its unsent mails in one transaction; the audit log records the address id and the counts, never the address.',
          params: alertAddressIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const erased = await eraseAlertAddress(db, staffOf(request), request.params.id);
        request.log.info({ address: request.params.id, ...erased }, 'alert address erased on request');
        return reply.status(204).send(null);
      },
    );
  };
