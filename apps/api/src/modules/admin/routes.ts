import { setTimeout as sleep } from 'node:timers/promises';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_SESSION_COOKIE,
  MIN_PASSWORD_LENGTH,
  PASSWORD_CHANGE_REQUIRED,
  type BackupStatus,
  type StaffRole,
  adminSessionSchema,
  adminSignInSchema,
  apiErrorSchema,
  passwordChangeSchema,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import type { Outbox } from '../inquiries/outbox.js';
import { auditAdminRoutes } from '../catalogue/audit-routes.js';
import { compoundAdminRoutes } from '../catalogue/compound-routes.js';
import { developerAdminRoutes } from '../catalogue/developer-routes.js';
import { cataloguePreviewRoutes } from '../catalogue/preview-routes.js';
import { mediaUploadRoutes } from '../media/routes.js';
import { unitImportRoutes } from '../catalogue/units-import-routes.js';
import { unitAdminRoutes } from '../catalogue/units-routes.js';
import { whatsappClickAdminRoutes } from '../whatsapp/routes.js';
import { backupAdminRoutes } from '../backups/routes.js';
import { adminErrors as errors, anyRole, staffOf } from './roles.js';
import { inquiryAdminRoutes } from './inquiry-routes.js';
import { staffUserRoutes } from './user-routes.js';
import { AppError, ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError } from '../../errors.js';
import { clientLimit } from '../../plugins/rate-limits.js';
import { type SessionUser, createSession, deleteSession, deleteUserSessions, findSession } from './sessions.js';
import { serializePerKey } from './serialize.js';
import { backOfficeOpen, changePassword, checkSignIn } from './users.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A back office route that needs no session (signing in). */
    adminPublic?: boolean;
    /** The roles that may call a back office route: every route but sign-in declares them (`requireRole`). */
    roles?: readonly StaffRole[];
    /** Callable while the user must still replace a one-time password (who am I, sign out, new password). */
    beforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in staff user on a back office route (null on sign-in). */
    staff: SessionUser | null;
  }
}

export interface AdminRouteOptions {
  db: Db;
  sessionHours: number;
  /** Present when e-mail is on: an inquiry moved out of the Spam view is e-mailed then. */
  outbox: Outbox | undefined;
  /** This process's backup schedule (BACKUP_DIR), shown to admins; null when it has none. */
  backups?: BackupStatus['schedule'];
  /** How long a wrong password waits before its 401. */
  failureDelayMs?: number;
  /** Wrong passwords allowed per client in `signInWindowMs` before 429. */
  signInFailures?: number;
  signInWindowMs?: number;
}

/** The answer of an unknown route: what every /api/admin/ call gets while the back office is off. */
const noRoute = (request: FastifyRequest) =>
  new NotFoundError(`No route for ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`);

class PasswordChangeRequiredError extends AppError {
  constructor() {
    super(403, PASSWORD_CHANGE_REQUIRED, 'Choose a new password first (POST /api/admin/password).');
  }
}

/**
 * The back office API. It is open while at least one enabled user exists (ADMIN_EMAIL and
 * ADMIN_PASSWORD_HASH create the first admin at start); otherwise every /api/admin/ call is the generic
 * 404. Every route but sign-in checks the session cookie and the role of its user (read afresh on every
 * call); the changing ones (POST, PATCH, DELETE) also pass the same-origin check.
 */
export const adminRoutes =
  ({
    db,
    sessionHours,
    outbox,
    backups = null,
    failureDelayMs = 1000,
    signInFailures = 5,
    signInWindowMs = 15 * 60_000,
  }: AdminRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(cookie);
    app.removeContentTypeParser('text/plain');
    const failures = clientLimit(app, [{ max: signInFailures, windowMs: signInWindowMs }]);
    const oneAtATime = serializePerKey();

    /** 429 while a client has had too many wrong passwords (signing in or changing one). */
    const notLockedOut = async (request: FastifyRequest) => {
      const wait = await failures(request, { increment: false });
      if (wait !== undefined) {
        const minutes = Math.ceil(wait / 60);
        throw new TooManyRequestsError(
          `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          wait,
        );
      }
    };
    /** Counts a wrong password, waits, and answers 401. */
    const refuse = async (request: FastifyRequest, message = 'Wrong e-mail or password.'): Promise<never> => {
      await failures(request);
      request.log.warn({ client: request.ip }, 'back office password refused');
      await sleep(failureDelayMs);
      throw new UnauthorizedError(message);
    };

    const cookieOptions = (request: FastifyRequest) => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: request.viaHttps(),
    });
    const clearCookie = (request: FastifyRequest, reply: FastifyReply) =>
      reply.clearCookie(ADMIN_SESSION_COOKIE, cookieOptions(request));

    app.decorateRequest('staff', null);
    // A route that declares no roles would be open to every role: refuse to start instead.
    app.addHook('onRoute', (route) => {
      const config = route.config as { adminPublic?: boolean; roles?: readonly StaffRole[] } | undefined;
      if (!config?.adminPublic && !config?.roles?.length) {
        throw new Error(`${route.method} ${route.url}: a back office route must declare its roles (requireRole)`);
      }
    });

    app.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      const config = request.routeOptions.config;
      if (config.adminPublic) {
        if (!(await backOfficeOpen(db))) throw noRoute(request);
        return;
      }
      const token = request.cookies[ADMIN_SESSION_COOKIE];
      const user = await findSession(db, token);
      if (!user) {
        if (!(await backOfficeOpen(db))) throw noRoute(request);
        if (token !== undefined) clearCookie(request, reply);
        throw new UnauthorizedError();
      }
      request.staff = user;
      if (user.mustChangePassword && !config.beforePasswordChange) throw new PasswordChangeRequiredError();
      if (!config.roles?.includes(user.role)) {
        throw new ForbiddenError(`Your role (${user.role}) may not do this.`);
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
        const userId = await oneAtATime(request.ip, async () => {
          await notLockedOut(request);
          // A disabled user is refused like a wrong password: the answer tells a guesser nothing.
          const id = await checkSignIn(db, request.body.email, request.body.password);
          if (id === undefined) await refuse(request);
          return id;
        });
        const token = await createSession(db, userId!, sessionHours);
        reply.setCookie(ADMIN_SESSION_COOKIE, token, {
          ...cookieOptions(request),
          maxAge: Math.round(sessionHours * 3600),
        });
        request.log.info({ user: userId }, 'back office sign-in');
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/admin/session',
      {
        config: { ...anyRole, beforePasswordChange: true },
        schema: {
          tags: ['admin'],
          summary: 'Who is signed in: e-mail, name, role, and whether they must choose a new password first',
          response: { 200: adminSessionSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const { email, name, role, mustChangePassword } = staffOf(request);
        return { email, name, role, mustChangePassword };
      },
    );

    app.post(
      '/api/admin/password',
      {
        config: { sameOrigin: true, ...anyRole, beforePasswordChange: true },
        schema: {
          tags: ['admin'],
          summary: "Replace the signed-in user's password (required after a one-time password)",
          description: `At least ${MIN_PASSWORD_LENGTH} characters and different from the current one; ends the user's other sessions.`,
          body: passwordChangeSchema,
          response: { 204: z.null(), ...errors, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = staffOf(request);
        await oneAtATime(request.ip, async () => {
          await notLockedOut(request);
          if (!(await changePassword(db, user.id, request.body))) {
            await refuse(request, 'The current password is wrong.');
          }
        });
        await deleteUserSessions(db, user.id, request.cookies[ADMIN_SESSION_COOKIE]);
        request.log.info({ user: user.id }, 'back office password changed');
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/api/admin/session',
      {
        config: { sameOrigin: true, ...anyRole, beforePasswordChange: true },
        schema: { tags: ['admin'], summary: 'Sign out', response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await deleteSession(db, request.cookies[ADMIN_SESSION_COOKIE]);
        clearCookie(request, reply);
        return reply.status(204).send(null);
      },
    );

    await app.register(inquiryAdminRoutes({ db, outbox }));
    await app.register(mediaUploadRoutes);
    await app.register(staffUserRoutes({ db }));
    await app.register(developerAdminRoutes({ db }));
    await app.register(compoundAdminRoutes({ db }));
    await app.register(auditAdminRoutes({ db }));
    await app.register(unitAdminRoutes({ db }));
    await app.register(unitImportRoutes({ db }));
    await app.register(cataloguePreviewRoutes({ db }));
    await app.register(whatsappClickAdminRoutes({ db }));
    await app.register(backupAdminRoutes({ db, schedule: backups }));
  };
