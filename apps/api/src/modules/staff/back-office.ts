import cookie from '@fastify/cookie';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ADMIN_SESSION_COOKIE, PASSWORD_CHANGE_REQUIRED, type StaffRole } from '@app/shared';
import { AppError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors.js';
import type { ApiModule, ModuleDeps } from '../module.js';
import { clearSessionCookie } from './session-routes.js';
import { type SessionUser, findSession } from './sessions.js';
import { backOfficeOpen } from './users.js';

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

/** The answer of an unknown route: what every /api/admin/ call gets while the back office is off. */
const noRoute = (request: FastifyRequest) =>
  new NotFoundError(`No route for ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`);

class PasswordChangeRequiredError extends AppError {
  constructor() {
    super(403, PASSWORD_CHANGE_REQUIRED, 'Choose a new password first (POST /api/admin/password).');
  }
}

/**
 * The back office's authentication, under which every module's office routes are registered
 * (`registerOffice`, modules/module.ts). It is open while at least one enabled user exists (ADMIN_EMAIL and
 * ADMIN_PASSWORD_HASH create the first admin at start); otherwise every /api/admin/ call is the generic
 * 404. Every route but sign-in checks the session cookie and the role of its user (read afresh on every
 * call); the changing ones (POST, PATCH, DELETE) also pass the same-origin check.
 */
export const backOffice =
  (deps: ModuleDeps, modules: readonly ApiModule[]): FastifyPluginAsync =>
  async (app) => {
    await app.register(cookie);
    app.removeContentTypeParser('text/plain');
    const { db } = deps;

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
        if (token !== undefined) clearSessionCookie(request, reply);
        throw new UnauthorizedError();
      }
      request.staff = user;
      if (user.mustChangePassword && !config.beforePasswordChange) throw new PasswordChangeRequiredError();
      if (!config.roles?.includes(user.role)) {
        throw new ForbiddenError(`Your role (${user.role}) may not do this.`);
      }
    });

    for (const module of modules) await module.registerOffice?.(app, deps);
  };
