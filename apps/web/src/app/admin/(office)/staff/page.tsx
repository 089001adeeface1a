import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getAdminSession, listStaff } from '@/features/admin/admin-reads';
import { InviteForm } from '@/features/admin/components/invite-form';
import { StaffTable } from '@/features/admin/components/staff-table';
import { Card } from '@/components/ui/card';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('admin.staff'))('title') };
}

/** The staff users, for admins only (others get the not-found page; the API refuses them too). */
export default async function StaffPage() {
  const session = await getAdminSession();
  if (session.state !== 'signedIn' || session.role !== 'admin') notFound();
  const { results } = await listStaff('/admin/staff');
  const t = await getTranslations('admin.staff');
  return (
    <div className="grid gap-8">
      <h1 className="text-2xl font-bold text-sea-900">{t('title')}</h1>
      <StaffTable users={results} self={session.email} />
      <Card as="section" className="max-w-xl">
        <h2 className="text-lg font-semibold text-sea-900">{t('invite')}</h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">{t('inviteText')}</p>
        <InviteForm />
      </Card>
    </div>
  );
}
