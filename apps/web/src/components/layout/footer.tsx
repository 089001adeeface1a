import { Link } from '@/i18n/link';
import { useTranslations } from 'next-intl';
import { OFFICE } from '@/lib/office';
import { CopyEmail } from './copy-email';
import { CurrencySelector } from './currency-selector';
import { LogoMark } from './logo';
import { OpenModalButton } from './modal-context';

export function Footer() {
  const t = useTranslations('footer');
  const nav = useTranslations('nav');
  const brand = useTranslations('brand');
  const p = useTranslations('preferences');
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-sea-900 text-sea-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 text-lg font-semibold text-white">
            <LogoMark /> {brand('name')}
          </p>
          <p className="mt-3 max-w-xs text-sm text-sea-100">{brand('tagline')}</p>
          <div className="mt-6">
            <CurrencySelector />
            <p className="mt-2 text-xs text-sea-100">
              <a href="https://www.exchangerate-api.com" rel="noopener" className="underline hover:text-white">
                {p('ratesBy')}
              </a>
            </p>
          </div>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('links')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link href="/" className="hover:underline">
                {nav('home')}
              </Link>
            </li>
            <li>
              <Link href="/properties" className="hover:underline">
                {nav('properties')}
              </Link>
            </li>
            <li>
              <OpenModalButton modal="contact" className="hover:underline">
                {nav('contact')}
              </OpenModalButton>
            </li>
            <li>
              <Link href="/about" className="hover:underline">
                {nav('about')}
              </Link>
            </li>
            <li>
              <Link href="/terms" className="hover:underline">
                {nav('terms')}
              </Link>
            </li>
            <li>
              <Link href="/privacy" className="hover:underline">
                {nav('privacy')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('contactUs')}</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>{t('officeAddress')}</p>
            <p>
              {t('phone')}:{' '}
              <a href={`tel:${OFFICE.phone.replace(/\s/g, '')}`} dir="ltr" className="hover:underline">
                {OFFICE.phone}
              </a>
            </p>
            <p>
              {t('email')}: <CopyEmail email={OFFICE.email} />
            </p>
          </address>
          <p className="mt-4 flex gap-4 text-sm">
            <a href={OFFICE.instagram} rel="noopener noreferrer" target="_blank" className="hover:underline">
              {t('instagram')}
            </a>
            <a href={OFFICE.facebook} rel="noopener noreferrer" target="_blank" className="hover:underline">
              {t('facebook')}
            </a>
          </p>
        </div>
      </div>
      <p className="border-t border-sea-700 py-4 text-center text-xs text-sea-100">{t('copyright', { year })}</p>
    </footer>
  );
}
