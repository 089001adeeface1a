import { Link } from '@/i18n/link';
import { useTranslations } from 'next-intl';
import { LanguageSwitcher } from './language-switcher';
import { LogoMark } from './logo';
import { OpenModalButton } from './modal-context';
import { ShortlistLink } from '@/components/unit-lists/shortlist-link';
import { CompareLink } from '@/components/unit-lists/compare-link';
import { buttonClass } from '@/components/ui/button';

const LINKS = [
  { href: '/resale', key: 'compoundsResale' },
  { href: '/private-units-resale', key: 'privateUnitsResale' },
  { href: '/properties', key: 'properties' },
  { href: '/story', key: 'story' },
] as const;

export function Navbar() {
  const t = useTranslations('nav');
  const brand = useTranslations('brand');
  const p = useTranslations('preferences');
  return (
    <header className="sticky top-0 z-40 border-b border-sand-100 bg-white/95 backdrop-blur">
      <nav aria-label={t('label')} className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6">
        <Link href="/" aria-label={t('logoLabel')} className="flex items-center gap-2 font-semibold text-sea-900">
          <LogoMark />
          <span className="text-lg">{brand('name')}</span>
        </Link>
        <ul className="ms-auto hidden items-center gap-5 text-sm font-medium md:flex">
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="rounded px-1 py-2 text-slate-700 hover:text-sea-700">
                {t(link.key)}
              </Link>
            </li>
          ))}
          <li className="flex items-center gap-3">
            <ShortlistLink className="flex items-center gap-1.5 rounded px-1 py-2 text-slate-700 hover:text-sea-700" />
            <CompareLink className="flex items-center gap-1.5 rounded px-1 py-2 text-slate-700 hover:text-sea-700" />
          </li>
          <li>
            <OpenModalButton modal="sell" className={buttonClass({ size: 'nav' })}>
              {t('sellWithUs')}
            </OpenModalButton>
          </li>
          <li>
            <LanguageSwitcher />
          </li>
        </ul>
        <ShortlistLink className="ms-auto flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 md:hidden" />
        <CompareLink className="-ms-4 flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 md:hidden" />
        <details className="relative md:hidden">
          <summary className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md border border-slate-200">
            <span className="sr-only">{p('menu')}</span>
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </summary>
          <ul className="absolute end-0 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
            {LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="block rounded px-3 py-3 text-slate-700 hover:bg-sand-50">
                  {t(link.key)}
                </Link>
              </li>
            ))}
            <li>
              <OpenModalButton
                modal="sell"
                className="block w-full rounded px-3 py-3 text-start font-semibold text-sea-700 hover:bg-sand-50"
              >
                {t('sellWithUs')}
              </OpenModalButton>
            </li>
            <li className="px-3 py-2">
              <LanguageSwitcher />
            </li>
          </ul>
        </details>
      </nav>
    </header>
  );
}
