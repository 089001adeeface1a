import { useFormatter, useTranslations } from 'next-intl';
import { OFFICE_TIME_ZONE, type Publication, type TranslatedLang } from '@app/shared';

/** "AR" / "DE" beside a record whose texts lack that language somewhere (screen readers hear "Arabic missing"). */
export function MissingLanguages({ langs }: { langs: readonly TranslatedLang[] }) {
  const t = useTranslations('catalogueLists.common');
  if (langs.length === 0) return null;
  return (
    <span className="ms-2 inline-flex gap-1 align-middle" data-testid="missing-languages">
      {langs.map((lang) => (
        <span
          key={lang}
          title={t('missingLang', { lang })}
          className="rounded border border-amber-300 bg-amber-50 px-1 text-[0.65rem] font-bold uppercase leading-4 text-amber-900"
        >
          <span aria-hidden="true">{lang.toUpperCase()}</span>
          <span className="sr-only">{t('missingLang', { lang })}</span>
        </span>
      ))}
    </span>
  );
}

/** Draft (amber, not on the public site) or Published (sea). */
export function PublicationBadge({ publication }: { publication: Publication }) {
  const t = useTranslations('catalogueLists.common');
  const tone =
    publication === 'published' ? 'bg-sea-50 text-sea-900 ring-sea-100' : 'bg-amber-50 text-amber-900 ring-amber-300';
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone}`}>
      {t(publication)}
    </span>
  );
}

/** When a record was last saved, and by whom when known. */
export function UpdatedAt({ at, by }: { at: string; by: string | null }) {
  const t = useTranslations('catalogueLists.common');
  const format = useFormatter();
  const time = format.dateTime(new Date(at), { dateStyle: 'medium', timeZone: OFFICE_TIME_ZONE });
  return (
    <time dateTime={at} className="text-slate-600">
      <bdi>{by ? t('updatedBy', { time, name: by }) : time}</bdi>
    </time>
  );
}
