import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getAdminSession } from '@/features/admin/admin-reads';
import { AdminHeader } from '@/features/admin/components/admin-header';
import { PasswordForm } from '@/features/admin/components/password-form';
import { Card } from '@/components/ui/card';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('admin.password'))('title') };
}

/**
 * Choosing a new password: where a user who signed in with a one-time password is kept (every other
 * back office page sends them here) until they have; anyone signed in may come to change theirs.
 */
export default async function PasswordPage() {
  const session = await getAdminSession();
  if (session.state === 'off') notFound();
  if (session.state === 'signedOut') redirect('/admin/sign-in?next=%2Fadmin%2Fpassword');
  const t = await getTranslations('admin.password');
  return (
    <>
      <AdminHeader user={{ ...session, nav: !session.mustChangePassword }} />
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-16">
        <Card padding="lg" className="w-full max-w-md">
          <h1 className="text-2xl font-bold text-sea-900">{t('title')}</h1>
          <p className="mb-6 mt-2 text-sm text-slate-600">{session.mustChangePassword ? t('required') : t('text')}</p>
          <PasswordForm />
        </Card>
      </main>
    </>
  );
}
