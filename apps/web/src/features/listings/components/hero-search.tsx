import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** The home page's search box: a GET form to /properties, so it works before JavaScript loads. */
export function HeroSearch() {
  const t = useTranslations('home');
  return (
    <form
      action="/properties"
      method="get"
      role="search"
      className="mt-8 flex max-w-xl gap-2 rounded-full bg-white p-1.5 shadow-lg"
    >
      <label htmlFor="hero-search" className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        id="hero-search"
        type="search"
        name="search"
        maxLength={100}
        placeholder={t('searchPlaceholder')}
        className="min-w-0 flex-1 rounded-full px-4 text-slate-900 outline-none"
      />
      <Button type="submit">{t('searchButton')}</Button>
    </form>
  );
}
