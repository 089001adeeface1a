import { setTimeout as sleep } from 'node:timers/promises';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_SESSION_COOKIE,
  adminInquiryFilterSchema,
  adminInquiryQuerySchema,
  adminSessionSchema,
  adminSignInSchema,
  apiErrorSchema,
  inquiryDetailSchema,
  inquiryIdParamsSchema,
  inquiryPageSchema,
  inquiryUpdateSchema,
} from '@app/shared';
import type { AdminOptions } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Outbox } from '../inquiries/outbox.js';
import { mediaUploadRoutes } from '../media/routes.js';
import { TooManyRequestsError, UnauthorizedError } from '../../errors.js';
import { clientLimit } from '../../plugins/rate-limits.js';
import { inquiriesCsv } from './csv.js';
import { verifyPassword } from './password.js';
import { deleteInquiry, exportInquiries, getInquiry, listInquiries, updateInquiry } from './service.js';
import { createSession, deleteSession, findSession } from './sessions.js';
import { serializePerKey } from './serialize.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A back office route that needs no session (signing in). */
    adminPublic?: boolean;
  }
}

export interface AdminRouteOptions {
  db: Db;
  admin: AdminOptions;
  /** Present when e-mail is on: an inquiry moved out of the Spam view is e-mailed then. */
  outbox: Outbox | undefined;
  /** How long a wrong password waits before its 401. */
  failureDelayMs?: number;
  /** Wrong passwords allowed per client in `signInWindowMs` before 429. */
  signInFailures?: number;
  signInWindowMs?: number;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The back office API, registered only when ADMIN_EMAIL and ADMIN_PASSWORD_HASH are set (otherwise
 * every /api/admin/ call is the generic 404). Every route checks the session cookie except sign-in;
 * the changing ones (POST, PATCH, DELETE) also pass the same-origin check.
 */
export const adminRoutes =
  ({
    db,
    admin,
    outbox,
    failureDelayMs = 1000,
    signInFailures = 5,
    signInWindowMs = 15 * 60_000,
  }: AdminRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(cookie);
    app.removeContentTypeParser('text/plain');
    const failures = clientLimit(app, [{ max: signInFailures, windowMs: signInWindowMs }]);
    const oneAtATime = serializePerKey();

    const cookieOptions = (request: FastifyRequest) => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: request.viaHttps(),
    });
    const clearCookie = (request: FastifyRequest, reply: FastifyReply) =>
      reply.clearCookie(ADMIN_SESSION_COOKIE, cookieOptions(request));

    app.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      if (request.routeOptions.config.adminPublic) return;
      const token = request.cookies[ADMIN_SESSION_COOKIE];
      const session = await findSession(db, token);
      if (!session || session.email !== admin.email) {
        if (token !== undefined) clearCookie(request, reply);
        throw new UnauthorizedError();
      }
    });

    app.post(
      '/api/admin/session',
      {
        config: { sameOrigin: true, adminPublic: true },
        schema: {
          tags: ['admin'],
          summary: 'Sign in to the back office (sets the admin_session cookie)',
          body: adminSignInSchema,
          response: { 204: z.null(), ...errors, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        // One check at a time per client, so that parallel guesses cannot all pass before the first
        // failure is counted; the wait after a wrong password also holds the line.
        await oneAtATime(request.ip, async () => {
          const wait = await failures(request, { increment: false });
          if (wait !== undefined) {
            const minutes = Math.ceil(wait / 60);
            throw new TooManyRequestsError(
              `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
              wait,
            );
          }
          const emailMatches = request.body.email.toLowerCase() === admin.email.toLowerCase();
          const passwordMatches = await verifyPassword(request.body.password, admin.passwordHash);
          if (!emailMatches || !passwordMatches) {
            await failures(request);
            request.log.warn({ client: request.ip }, 'back office sign-in failed');
            await sleep(failureDelayMs);
            throw new UnauthorizedError('Wrong e-mail or password.');
          }
        });
        const token = await createSession(db, admin.email, admin.sessionHours);
        reply.setCookie(ADMIN_SESSION_COOKIE, token, {
          ...cookieOptions(request),
          maxAge: Math.round(admin.sessionHours * 3600),
        });
        request.log.info('back office sign-in');
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/admin/session',
      {
        schema: {
          tags: ['admin'],
          summary: 'Who is signed in',
          response: { 200: adminSessionSchema, 401: apiErrorSchema },
        },
      },
      async () => ({ email: admin.email }),
    );

    app.delete(
      '/api/admin/session',
      {
        config: { sameOrigin: true },
        schema: { tags: ['admin'], summary: 'Sign out', response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await deleteSession(db, request.cookies[ADMIN_SESSION_COOKIE]);
        clearCookie(request, reply);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/admin/inquiries/',
      {
        schema: {
          tags: ['admin'],
          summary: 'Inquiries, newest first, by kind, status and search',
          description:
            'Without `status`, suspected spam is left out (the inbox); `status=spam` lists it. `spamCount` is the size of the Spam view.',
          querystring: adminInquiryQuerySchema,
          response: { 200: inquiryPageSchema, ...errors },
        },
      },
      async (request) => listInquiries(db, request.query),
    );

    app.get(
      '/api/admin/inquiries/export.csv',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every inquiry matching the filters as CSV',
          querystring: adminInquiryFilterSchema,
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const rows = await exportInquiries(db, request.query);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="inquiries-${day}.csv"`)
          .send(inquiriesCsv(rows));
      },
    );

    app.get(
      '/api/admin/inquiries/:id/',
      {
        schema: {
          tags: ['admin'],
          summary: 'One inquiry with everything the visitor sent',
          params: inquiryIdParamsSchema,
          response: { 200: inquiryDetailSchema, ...errors },
        },
      },
      async (request) => getInquiry(db, request.params.id),
    );

    app.patch(
      '/api/admin/inquiries/:id/',
      {
        config: { sameOrigin: true },
        schema: {
          tags: ['admin'],
          summary: 'Set the status and/or the note',
          description:
            'Moving an inquiry out of `spam` ("not spam") queues its e-mail to the agency, once, when e-mail is on.',
          params: inquiryIdParamsSchema,
          body: inquiryUpdateSchema,
          response: { 200: inquiryDetailSchema, ...errors },
        },
      },
      async (request) => {
        const { inquiry, mailQueued } = await updateInquiry(db, request.params.id, request.body, {
          mail: outbox !== undefined,
        });
        request.log.info({ inquiry: inquiry.id, status: inquiry.status, mailQueued }, 'inquiry updated');
        if (mailQueued) outbox?.wake();
        return inquiry;
      },
    );

    app.delete(
      '/api/admin/inquiries/:id/',
      {
        config: { sameOrigin: true },
        schema: {
          tags: ['admin'],
          summary: 'Delete an inquiry and its e-mail row (when the visitor asks to be forgotten)',
          params: inquiryIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteInquiry(db, request.params.id);
        request.log.info({ inquiry: request.params.id }, 'inquiry deleted');
        return reply.status(204).send(null);
      },
    );

    await app.register(mediaUploadRoutes);
  };
