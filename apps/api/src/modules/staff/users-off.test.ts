import { describe, expect, it } from 'vitest';
import { siteHeaders } from '../../../test/factories.js';
import { backends, useTestApp } from '../../../test/helpers.js';
import { sessionCookie } from '../../../test/session-cookie.js';
import { createUser, updateUser } from './users.js';

describe.each(backends)('back office without ADMIN_EMAIL on %s', (backend) => {
  const suite = useTestApp(backend, { seed: false });

  const signIn = (email: string, password: string) =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email, password },
      headers: siteHeaders(),
    });

  it('is off (404) with no user, on while an enabled user exists, off again when none is enabled', async () => {
    expect((await signIn('shell@redsea.example', 'whatever it is')).statusCode).toBe(404);
    expect((await suite.t.app.inject({ url: '/api/admin/users/' })).statusCode).toBe(404);

    const { user } = await createUser(
      suite.t.database.db,
      { email: 'shell@redsea.example', name: 'From the shell', role: 'admin' },
      'chosen in the shell 1',
    );
    const res = await signIn('shell@redsea.example', 'chosen in the shell 1');
    expect(res.statusCode).toBe(204);
    const me = await suite.t.app.inject({ url: '/api/admin/session', headers: { cookie: sessionCookie(res) } });
    expect(me.json()).toMatchObject({ role: 'admin', mustChangePassword: true });
    expect((await suite.t.app.inject({ url: '/api/admin/users/' })).statusCode).toBe(401);

    await updateUser(suite.t.database.db, undefined, user.id, { disabled: true });
    expect((await signIn('shell@redsea.example', 'chosen in the shell 1')).statusCode).toBe(404);
    expect((await suite.t.app.inject({ url: '/api/admin/session' })).json()).toMatchObject({ error: 'not_found' });
  });
});
