import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { LogoMark } from '@/components/layout/logo';
import { SignOutButton } from './sign-out-button';

/** The back office's own bar: the agency's mark (a link home once signed in), the language, who is signed in. */
export function AdminHeader({ email }: { email?: string }) {
  const t = useTranslations('admin');
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
        {email === undefined ? (
          <div className={brandClass}>{mark}</div>
        ) : (
          <Link href="/admin" className={brandClass}>
            {mark}
          </Link>
        )}
        <div className="ms-auto flex flex-wrap items-center gap-4">
          <LanguageSwitcher />
          {email !== undefined && (
            <>
              <p className="hidden text-sm text-slate-600 sm:block">{t('signedInAs', { email })}</p>
              <SignOutButton />
            </>
          )}
        </div>
      </div>
    </header>
  );
}
