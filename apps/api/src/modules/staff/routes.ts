import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  staffUserCreateSchema,
  staffUserCreatedSchema,
  staffUserIdParamsSchema,
  staffUserListSchema,
  staffUserSchema,
  staffUserUpdateSchema,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import type { ApiModule } from '../module.js';
import { hashParams } from './password.js';
import { adminErrors as errors, requireRole, staffOf } from './roles.js';
import { sessionRoutes } from './session-routes.js';
import { runStaffCommandRequest } from './user-commands.js';
import { createUser, ensureFirstAdmin, listUsers, updateUser } from './users.js';

/**
 * The staff: who signs in to the back office, with which role. The back office's authentication, under
 * which every module's office routes are registered, is back-office.ts.
 */
export const staffModule: ApiModule = {
  name: 'staff',
  async register(app, { database, settings }) {
    // npm run admin:user while this process holds the PGlite directory (db/data-dir-lock.ts).
    database.control?.serveStaffCommands((command) => runStaffCommandRequest(database.db, command));
    // After the migrations (server.ts migrates before listening; tests before building the app).
    const { email, passwordHash } = settings.admin ?? {};
    if (email && passwordHash) {
      app.addHook('onReady', async () => ensureFirstAdmin(database.db, { email, passwordHash }));
    }
  },
  async registerOffice(app, { db, settings }) {
    const { email: _email, passwordHash, ...sessions } = settings.admin ?? { sessionHours: 12 };
    // An unknown e-mail's password is checked against a decoy of the first admin's cost (decision 0043).
    const decoyCost = passwordHash ? hashParams(passwordHash) : undefined;
    await app.register(sessionRoutes({ decoyCost, ...sessions, db }));
    await app.register(staffUserRoutes({ db }));
  },
};

/** Staff users, for admins only. */
export const staffUserRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/users/',
      {
        config: requireRole('admin'),
        schema: {
          tags: ['admin'],
          summary: 'Staff users, by e-mail (admins only)',
          response: { 200: staffUserListSchema, ...errors },
        },
      },
      async () => ({ results: await listUsers(db) }),
    );

    app.post(
      '/api/admin/users/',
      {
        config: { sameOrigin: true, ...requireRole('admin') },
        schema: {
          tags: ['admin'],
          summary: 'Invite a user (admins only): answers a one-time password, shown this once',
          description: 'The user must choose a new password at first sign-in. 409 when the e-mail is taken.',
          body: staffUserCreateSchema,
          response: { 201: staffUserCreatedSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const created = await createUser(db, request.body);
        request.log.info({ user: created.user.id, role: created.user.role, by: staffOf(request).id }, 'user invited');
        return reply.status(201).send(created);
      },
    );

    app.patch(
      '/api/admin/users/:id/',
      {
        config: { sameOrigin: true, ...requireRole('admin') },
        schema: {
          tags: ['admin'],
          summary: "Change a user's name, role or disabled flag (admins only)",
          description: "Disabling ends the user's sessions. 409 when an admin would disable or demote themselves.",
          params: staffUserIdParamsSchema,
          body: staffUserUpdateSchema,
          response: { 200: staffUserSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const user = await updateUser(db, staffOf(request), request.params.id, request.body);
        request.log.info({ user: user.id, role: user.role, disabled: user.disabled }, 'user changed');
        return user;
      },
    );
  };
