'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

const TABS = ['units', 'compounds', 'developers'] as const;

/** Units / Compounds / Developers: the catalogue's sections, the one open marked as the current page. */
export function CatalogueTabs() {
  const t = useTranslations('catalogueLists.tabs');
  const pathname = usePathname();
  return (
    <nav aria-label={t('label')} className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-2">
        {TABS.map((tab) => {
          const href = `/admin/catalogue/${tab}`;
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={tab}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex h-11 items-center border-b-2 px-4 text-sm font-semibold ${
                  current
                    ? 'border-sea-700 text-sea-900'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-sea-900'
                }`}
              >
                {t(tab)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
