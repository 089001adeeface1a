import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { LogoMark } from '@/components/layout/logo';
import type { StaffRole } from '@app/shared';
import { SignOutButton } from './sign-out-button';
import { SoftBadge } from '@/components/ui/badge';

/** Who is signed in, as the header shows them; `nav` false while they must first choose a new password. */
export interface HeaderUser {
  email: string;
  name: string;
  role: StaffRole;
  nav: boolean;
}

/**
 * The back office's own bar: the agency's mark (a link home once signed in), the sections the user's role
 * may open (the catalogue for everyone, read-only for agents; Demand for everyone (addresses for admins only); Staff and Backups for admins), the language, who is signed in and with which role.
 */
export function AdminHeader({ user }: { user?: HeaderUser }) {
  const t = useTranslations('admin');
  const roles = useTranslations('admin.roles');
  const catalogue = useTranslations('catalogueLists');
  const email = user?.email;
  const brand = useTranslations('brand');
  const brandClass = 'flex items-center gap-2 font-semibold text-sea-900';
  const mark = (
    <>
      <LogoMark />
      <span className="text-lg">{brand('name')}</span>
      <span className="rounded-full bg-sea-50 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-sea-700 ring-1 ring-sea-100">
        {t('brand')}
      </span>
    </>
  );
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        {email === undefined || !user?.nav ? (
          <div className={brandClass}>{mark}</div>
        ) : (
          <Link href="/admin" className={brandClass}>
            {mark}
          </Link>
        )}
        {user?.nav && (
          <nav aria-label={t('nav')} className="flex items-center gap-4 text-sm font-semibold text-sea-700">
            <Link href="/admin" className="hover:text-sea-900">
              {t('list.title')}
            </Link>
            <Link href="/admin/catalogue/units" className="hover:text-sea-900">
              {catalogue('navLink')}
            </Link>
            <Link href="/admin/demand" className="hover:text-sea-900">
              {t('demand.link')}
            </Link>
            {user.role === 'admin' && (
              <>
                <Link href="/admin/staff" className="hover:text-sea-900">
                  {t('staff.link')}
                </Link>
                <Link href="/admin/backups" className="hover:text-sea-900">
                  {t('backups.link')}
                </Link>
              </>
            )}
          </nav>
        )}
        <div className="ms-auto flex flex-wrap items-center gap-4">
          <LanguageSwitcher />
          {user !== undefined && (
            <>
              <p className="text-sm text-slate-600" data-testid="signed-in-as">
                {t('signedInAs', { name: user.name, email: user.email })}{' '}
                <SoftBadge tone="slate">{roles(user.role)}</SoftBadge>
              </p>
              <SignOutButton />
            </>
          )}
        </div>
      </div>
    </header>
  );
}
