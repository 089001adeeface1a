import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getAdminSession } from '@/features/admin/admin-reads';
import { AdminHeader } from '@/features/admin/components/admin-header';
import { SignInForm } from '@/features/admin/components/sign-in-form';
import { safeNext } from '@/features/admin/list-query';
import { Card } from '@/components/ui/card';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('admin.signIn'))('title') };
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const next = safeNext((await searchParams).next);
  const session = await getAdminSession();
  if (session.state === 'off') notFound();
  if (session.state === 'signedIn') redirect(next);
  const t = await getTranslations('admin.signIn');
  return (
    <>
      <AdminHeader />
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-16">
        <Card padding="lg" className="w-full max-w-md">
          <h1 className="text-2xl font-bold text-sea-900">{t('title')}</h1>
          <p className="mb-6 mt-2 text-sm text-slate-600">{t('text')}</p>
          <SignInForm next={next} />
        </Card>
      </main>
    </>
  );
}
