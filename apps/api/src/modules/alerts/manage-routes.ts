import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertTokenSchema,
  alertUnsubscribeAnswerSchema,
  alertUnsubscribePageUrl,
  alertsManageAnswerSchema,
  apiErrorSchema,
  savedSearchChangeSchema,
  savedSearchViewSchema,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import { BadInputError } from '../../errors.js';
import {
  changeSearch,
  deleteSearch,
  eraseAddress,
  manageAnswer,
  unsubscribe,
  unsubscribeLang,
} from './manage-service.js';

export interface ManageRouteOptions {
  db: Db;
  /** The site's public origin (SITE_URL): the GET of the unsubscribe address is sent on to its page. */
  siteUrl: string;
}

/** The one-click post is a few bytes (`List-Unsubscribe=One-Click`, or a token as JSON). */
const UNSUBSCRIBE_BODY_LIMIT = 1024;

const tokenQuery = z.object({ token: alertTokenSchema });
const idParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int({ error: 'id must be a whole number' })
    .min(1, { error: 'id must be positive' })
    .max(2_147_483_647, { error: 'id is too large' }),
});
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/**
 * The alerts' links (decision 0060): the manage page's calls, authorised by the address's manage token,
 * and the RFC 8058 one-click unsubscribe, by the search's own token. No session, no cookie.
 */
export const manageRoutes =
  ({ db, siteUrl }: ManageRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    // RFC 8058: mail providers post `List-Unsubscribe=One-Click` as a form (its example is multipart; the
    // token is in the address either way, so a multipart body is read and not parsed). Only this plugin
    // takes forms.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: UNSUBSCRIBE_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: UNSUBSCRIBE_BODY_LIMIT },
      (_r, _b, done) => done(null, {}),
    );

    app.get(
      '/api/alerts/',
      {
        schema: {
          tags: ['alerts'],
          summary: 'The searches of the address whose manage link this is',
          description: 'The manage page (/alerts?token=…). 404 `alert_not_found` for an unknown token.',
          querystring: tokenQuery,
          response: { 200: alertsManageAnswerSchema, ...errors },
        },
      },
      async (request) => manageAnswer(db, request.query.token),
    );

    app.patch(
      '/api/alerts/:id',
      {
        config: { sameOrigin: true },
        schema: {
          tags: ['alerts'],
          summary: 'Change how often one search of the address sends, or pause or resume it',
          description:
            'A new frequency starts at its next slot; resuming alerts only what happens from then on. 404 for an unknown token or a search of another address; 409 for a stopped or unconfirmed search.',
          querystring: tokenQuery,
          params: idParams,
          body: savedSearchChangeSchema,
          response: { 200: savedSearchViewSchema, 403: apiErrorSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => changeSearch(db, request.query.token, request.params.id, request.body),
    );

    app.delete(
      '/api/alerts/:id',
      {
        config: { sameOrigin: true },
        schema: {
          tags: ['alerts'],
          summary: 'Delete one search of the address',
          description: 'Its consent record keeps the time of withdrawal; its unsent e-mails are dropped.',
          querystring: tokenQuery,
          params: idParams,
          response: { 204: z.null(), 403: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        await deleteSearch(db, request.query.token, request.params.id);
        request.log.info({ savedSearch: request.params.id }, 'saved search deleted by its owner');
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/api/alerts/',
      {
        config: { sameOrigin: true },
        schema: {
          tags: ['alerts'],
          summary: 'Erase the address: every search, consent record and unsent e-mail of it',
          querystring: tokenQuery,
          response: { 204: z.null(), 403: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        await eraseAddress(db, request.query.token);
        request.log.info('alert address erased by its owner');
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/alerts/unsubscribe',
      {
        bodyLimit: UNSUBSCRIBE_BODY_LIMIT,
        schema: {
          tags: ['alerts'],
          summary: 'One-click unsubscribe (RFC 8058): stop the search whose List-Unsubscribe address this is',
          description:
            'Posted by mail programs without cookies or an origin: `List-Unsubscribe=One-Click` as a form, an empty body, or `{"token": …}` as JSON (then the token may be left out of the address). Idempotent. The answer carries the address’s `manage_token`, for the page’s link to its other searches. 404 `alert_not_found` for an unknown token.',
          querystring: z.object({ token: alertTokenSchema.optional() }),
          body: z
            .object({
              'List-Unsubscribe': z.string().max(100).optional(),
              token: alertTokenSchema.optional(),
            })
            .nullish(),
          response: { 200: alertUnsubscribeAnswerSchema, 413: apiErrorSchema, 415: apiErrorSchema, ...errors },
        },
      },
      async (request) => {
        const token = request.query.token ?? request.body?.token;
        if (!token) throw new BadInputError('token is required', { token: 'required' });
        const { search, manageToken } = await unsubscribe(db, token);
        request.log.info({ savedSearch: search.id }, 'saved search unsubscribed');
        return { unsubscribed: true as const, search, manage_token: manageToken };
      },
    );

    app.get(
      '/api/alerts/unsubscribe',
      {
        schema: {
          tags: ['alerts'],
          summary: 'The unsubscribe address opened in a browser: sent on to the site’s page with the button',
          description:
            'Changes nothing (link scanners open it too): 303 to /alerts/unsubscribe?token=… in the saved language.',
          querystring: tokenQuery,
          response: { 303: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const lang = (await unsubscribeLang(db, request.query.token)) ?? 'en';
        return reply.redirect(alertUnsubscribePageUrl(siteUrl, lang, request.query.token), 303);
      },
    );
  };
