import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_SESSION_COOKIE,
  MIN_PASSWORD_LENGTH,
  adminSessionSchema,
  adminSignInSchema,
  apiErrorSchema,
  passwordChangeSchema,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import { TooManyRequestsError, UnauthorizedError } from '../../errors.js';
import { clientLimit } from '../../plugins/rate-limits.js';
import { DEFAULT_HASH_PARAMS, type HashParams } from './password.js';
import { adminErrors as errors, anyRole, staffOf } from './roles.js';
import { serializePerKey } from './serialize.js';
import { createSession, deleteSession, deleteUserSessions } from './sessions.js';
import {
  DEFAULT_SIGN_IN_LOCKS,
  type SignInLockPolicy,
  clearAttempts,
  countAttempt,
  waitText,
} from './sign-in-locks.js';
import { changePassword, checkSignIn } from './users.js';

export interface SessionRouteOptions {
  db: Db;
  sessionHours: number;
  /** How long a wrong password waits before its 401. */
  failureDelayMs?: number;
  /** Wrong passwords allowed per client address in `signInWindowMs` before 429 (in this process's memory). */
  signInFailures?: number;
  signInWindowMs?: number;
  /** Attempts per account, in the database: the lock and its back-off (sign-in-locks.ts). */
  signInLocks?: SignInLockPolicy;
  /** The cost of the decoy hash an unknown e-mail's password is checked against (users.ts decoyHash). */
  decoyCost?: HashParams;
}

/** The session cookie's attributes: Secure when the visitor came over HTTPS (a trusted proxy's word). */
export const sessionCookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.viaHttps(),
});

export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply) =>
  reply.clearCookie(ADMIN_SESSION_COOKIE, sessionCookieOptions(request));

/**
 * Signing in and out, and choosing a new password. Wrong passwords are limited twice: per client address
 * (5 in 15 minutes, in memory) and per account (sign-in-locks.ts: in the database, with a growing lock).
 * Both answer 429 with Retry-After and a message saying when to try again.
 */
export const sessionRoutes =
  ({
    db,
    sessionHours,
    failureDelayMs = 1000,
    signInFailures = 5,
    signInWindowMs = 15 * 60_000,
    signInLocks = DEFAULT_SIGN_IN_LOCKS,
    decoyCost = DEFAULT_HASH_PARAMS,
  }: SessionRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const failures = clientLimit(app, [{ max: signInFailures, windowMs: signInWindowMs }]);
    const oneAtATime = serializePerKey();

    /** 429 while a client address has had too many wrong passwords (signing in or changing one). */
    const addressNotLockedOut = async (request: FastifyRequest) => {
      const wait = await failures(request, { increment: false });
      if (wait !== undefined) {
        throw new TooManyRequestsError(`Too many wrong passwords. Try again in ${waitText(wait)}.`, wait);
      }
    };
    /** Counts an attempt on the account (any e-mail alike, known or not); 429 while it is locked. */
    const accountNotLockedOut = async (request: FastifyRequest, email: string) => {
      const lockedUntil = await countAttempt(db, email, signInLocks);
      if (lockedUntil === undefined) return;
      const wait = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
      request.log.warn({ client: request.ip }, 'back office sign-in refused: the account is locked');
      throw new TooManyRequestsError(
        `Too many wrong passwords for this account. Try again in ${waitText(wait)}.`,
        wait,
      );
    };
    /** Counts a wrong password for the client address, waits, and answers 401. */
    const refuse = async (request: FastifyRequest, message = 'Wrong e-mail or password.'): Promise<never> => {
      await failures(request);
      request.log.warn({ client: request.ip }, 'back office password refused');
      await sleep(failureDelayMs);
      throw new UnauthorizedError(message);
    };

    app.post(
      '/api/admin/session',
      {
        config: { sameOrigin: true, adminPublic: true },
        schema: {
          tags: ['admin'],
          summary: 'Sign in to the back office (sets the admin_session cookie)',
          description:
            '401 for a wrong e-mail or password (after a second). 429 with Retry-After after 5 wrong passwords in 15 minutes from one address, or 5 attempts in 15 minutes on one e-mail address from anywhere: the account is then locked for 15 minutes, each further lock in a row twice as long (at most 4 hours), the right password included, and the same happens for an e-mail no user has. `npm run admin:user -- unlock EMAIL` lifts a lock.',
          body: adminSignInSchema,
          response: { 204: z.null(), ...errors, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        // One check at a time per client, so that parallel guesses cannot all pass before the first
        // failure is counted; the wait after a wrong password also holds the line.
        const userId = await oneAtATime(request.ip, async () => {
          await addressNotLockedOut(request);
          await accountNotLockedOut(request, email);
          // A disabled user is refused like a wrong password: the answer tells a guesser nothing.
          const id = await checkSignIn(db, email, password, decoyCost);
          if (id === undefined) await refuse(request);
          await clearAttempts(db, email);
          return id;
        });
        const token = await createSession(db, userId!, sessionHours);
        reply.setCookie(ADMIN_SESSION_COOKIE, token, {
          ...sessionCookieOptions(request),
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
          description: `At least ${MIN_PASSWORD_LENGTH} characters and different from the current one; ends the user's other sessions. A wrong current password counts as a wrong sign-in (429 as there).`,
          body: passwordChangeSchema,
          response: { 204: z.null(), ...errors, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = staffOf(request);
        await oneAtATime(request.ip, async () => {
          await addressNotLockedOut(request);
          await accountNotLockedOut(request, user.email);
          if (!(await changePassword(db, user.id, request.body))) {
            await refuse(request, 'The current password is wrong.');
          }
          await clearAttempts(db, user.email);
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
        clearSessionCookie(request, reply);
        return reply.status(204).send(null);
      },
    );
  };
