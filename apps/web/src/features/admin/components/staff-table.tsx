'use client';

import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { STAFF_ROLES, type StaffRole, type StaffUser, type StaffUserUpdate } from '@app/shared';
import { type AdminCallResult, sendUserUpdate } from '../admin-calls';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableHead, Td, Th } from '@/components/ui/table';

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
      <Table className="text-sm">
        <TableHead>
          <Th>{t('name')}</Th>
          <Th>{t('email')}</Th>
          <Th>{t('role')}</Th>
          <Th>{t('lastSignIn')}</Th>
          <Th>{t('state')}</Th>
        </TableHead>
        <TableBody>
          {users.map((user) => {
            const isSelf = user.email === self;
            return (
              <tr key={user.id} data-testid={`staff-${user.email}`}>
                <Td align="middle" className="font-medium text-slate-900">
                  {user.name}
                </Td>
                <Td align="middle" className="text-slate-700">
                  {user.email}
                </Td>
                <Td align="middle">
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
                </Td>
                <Td align="middle" className="text-slate-700">
                  {user.lastSignInAt
                    ? format.dateTime(new Date(user.lastSignInAt), { dateStyle: 'medium', timeStyle: 'short' })
                    : t('never')}
                </Td>
                <Td align="middle">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-slate-700">
                      {user.disabled
                        ? t('stateDisabled')
                        : user.mustChangePassword
                          ? t('stateInvited')
                          : t('stateActive')}
                    </span>
                    {!isSelf && (
                      <Button
                        disabled={pending}
                        onClick={() => change(user.id, { disabled: !user.disabled })}
                        variant="neutral"
                        size="tiny"
                      >
                        {user.disabled ? t('enable', { name: user.name }) : t('disable', { name: user.name })}
                      </Button>
                    )}
                  </div>
                </Td>
              </tr>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
