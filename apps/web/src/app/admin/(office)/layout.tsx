import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { getAdminSession } from '@/features/admin/admin-reads';
import { AdminHeader } from '@/features/admin/components/admin-header';

/**
 * Every back office page needs a session; with the back office off, there is nothing here. A user who
 * signed in with a one-time password is sent to choose their own first, from every page.
 */
export default async function OfficeLayout({ children }: { children: ReactNode }) {
  const session = await getAdminSession();
  if (session.state === 'off') notFound();
  if (session.state === 'signedOut') redirect('/admin/sign-in');
  if (session.mustChangePassword) redirect('/admin/password');
  return (
    <>
      <AdminHeader user={{ ...session, nav: true }} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
    </>
  );
}
