import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alertConfirmAnswerSchema,
  alertTokenBodySchema,
  apiErrorSchema,
  automationSignal,
  savedSearchAcceptedSchema,
  savedSearchRequestSchema,
} from '@app/shared';
import type { InquiryOptions } from '../../config.js';
import type { Db } from '../../db/client.js';
import { formLimit } from '../../plugins/rate-limits.js';
import { requestTooManyMessage } from '../inquiries/messages.js';
import { confirmSavedSearch, subscribe } from './subscribe-service.js';

/** Far above any saved search (a 4,000-character query and 24 unit ids) and far below anything abusive. */
export const SAVED_SEARCH_BODY_LIMIT = 16 * 1024;

export interface SubscribeRouteOptions {
  db: Db;
  /** The site's public origin (SITE_URL), for the confirmation link. */
  siteUrl: string;
  /** Per-client limits: the inquiry forms' (INQUIRY_RATE_PER_MINUTE, INQUIRY_RATE_PER_DAY). */
  limits: InquiryOptions;
  /** Woken after a confirmation e-mail was queued; absent when e-mail is off (then it waits in alert_mails). */
  mails: { wake(): void } | undefined;
}

/** POST /api/saved-searches/ (save a search or a shortlist, double opt-in) and POST /api/saved-searches/confirm. */
export const subscribeRoutes =
  ({ db, siteUrl, limits, mails }: SubscribeRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    // Only JSON: a form or text post (what another site's <form> can send without asking) is a 415.
    app.removeContentTypeParser('text/plain');

    app.post(
      '/api/saved-searches/',
      {
        bodyLimit: SAVED_SEARCH_BODY_LIMIT,
        config: { sameOrigin: true },
        preValidation: formLimit(app, limits, requestTooManyMessage),
        schema: {
          tags: ['alerts'],
          summary: 'Save a search or a shortlist for e-mail alerts (double opt-in)',
          description:
            'Kind `search`: `query` is the list’s query string (checked as GET /api/home-products/ checks it; paging, view and language dropped; stored in a canonical key order). Kind `shortlist`: `unit_ids`. Stores the search pending with its consent record and queues the confirmation e-mail in the visitor’s language, in one transaction. Always 202 `{accepted: true}` alike: for a new or known address, and when nothing is stored or sent (over 20 searches for the address, over 3 confirmation e-mails for it today, or the form looks automated). Bad fields: 400 with a translation key per field (`query` when the list would refuse the query). Cross-site: 403. Over 16 KB: 413. Not JSON: 415. Over the per-client limit: 429 with Retry-After.',
          body: savedSearchRequestSchema,
          response: {
            202: savedSearchAcceptedSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const accepted = { accepted: true } as const;
        const spam = automationSignal(body);
        if (spam) {
          request.log.info({ kind: body.kind, spam }, 'saved search dropped: the form looks automated');
          return reply.status(202).send(accepted);
        }
        const outcome = await subscribe(db, body, { ip: request.ip, siteUrl });
        if (outcome.stored) {
          request.log.info(
            { savedSearch: outcome.searchId, alertMail: outcome.mailId, kind: body.kind },
            'saved search stored, confirmation queued',
          );
          mails?.wake();
        } else {
          request.log.info({ kind: body.kind, reason: outcome.reason }, 'saved search not stored: over a limit');
        }
        return reply.status(202).send(accepted);
      },
    );

    app.post(
      '/api/saved-searches/confirm',
      {
        config: { sameOrigin: true },
        schema: {
          tags: ['alerts'],
          summary: 'Confirm a saved search (the button on /alerts/confirm)',
          description:
            'The token of the confirmation e-mail’s link. 200 with the search (now active: alerts report only what happens from now on) and the address’s manage token. Confirming again within the link’s 7 days answers the same (a double click is fine). Unknown or expired token: 404 `alert_not_found`. The address already has 20 searches on: 409 `saved_search_limit`. Cross-site: 403.',
          body: alertTokenBodySchema,
          response: {
            200: alertConfirmAnswerSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const answer = await confirmSavedSearch(db, request.body.token, { ip: request.ip });
        request.log.info({ savedSearch: answer.search.id, status: answer.search.status }, 'saved search confirmed');
        return answer;
      },
    );
  };
