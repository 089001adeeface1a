'use client';

import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { STAFF_ROLES, type StaffRole, type StaffUser, type StaffUserUpdate } from '@app/shared';
import { type AdminCallResult, sendUserUpdate } from '../admin-calls';

/** Every staff user with role, state and last sign-in; an admin changes roles and disables or enables. */
export function StaffTable({ users, self }: { users: StaffUser[]; self: string }) {
  const t = useTranslations('admin.staff');
  const roles = useTranslations('admin.roles');
  const format = useFormatter();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [problem, setProblem] = useState<AdminCallResult | null>(null);

  const change = (id: number, update: StaffUserUpdate) =>
    startTransition(async () => {
      setProblem(null);
      const result = await sendUserUpdate(id, update);
      if (result === 'unauthorized') return router.replace('/admin/sign-in?next=%2Fadmin%2Fstaff');
      if (result !== 'ok') setProblem(result);
      router.refresh();
    });

  return (
    <div className="grid gap-3">
      <div role="alert">
        {problem && (
          <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {t(problem === 'conflict' ? 'conflict' : 'failed')}
          </p>
        )}
      </div>
      <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-start text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th className="px-4 py-3 text-start">{t('name')}</th>
              <th className="px-4 py-3 text-start">{t('email')}</th>
              <th className="px-4 py-3 text-start">{t('role')}</th>
              <th className="px-4 py-3 text-start">{t('lastSignIn')}</th>
              <th className="px-4 py-3 text-start">{t('state')}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const isSelf = user.email === self;
              return (
                <tr key={user.id} className="border-t border-slate-100" data-testid={`staff-${user.email}`}>
                  <td className="px-4 py-3 font-medium text-slate-900">{user.name}</td>
                  <td className="px-4 py-3 text-slate-700">{user.email}</td>
                  <td className="px-4 py-3">
                    <select
                      aria-label={t('roleOf', { name: user.name })}
                      value={user.role}
                      disabled={pending || isSelf}
                      onChange={(event) => change(user.id, { role: event.target.value as StaffRole })}
                      className="h-9 rounded-lg border border-slate-300 bg-white px-2"
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {roles(role)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    {user.lastSignInAt
                      ? format.dateTime(new Date(user.lastSignInAt), { dateStyle: 'medium', timeStyle: 'short' })
                      : t('never')}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="text-slate-700">
                        {user.disabled
                          ? t('stateDisabled')
                          : user.mustChangePassword
                            ? t('stateInvited')
                            : t('stateActive')}
                      </span>
                      {!isSelf && (
                        <button
                          type="button"
                          disabled={pending}
                          onClick={() => change(user.id, { disabled: !user.disabled })}
                          className="h-8 rounded-full border border-slate-300 px-3 text-xs font-semibold text-slate-700 hover:bg-sand-100 disabled:opacity-60"
                        >
                          {user.disabled ? t('enable', { name: user.name }) : t('disable', { name: user.name })}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
