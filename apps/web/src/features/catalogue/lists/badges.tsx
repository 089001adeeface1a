import { useFormatter, useTranslations } from 'next-intl';
import { OFFICE_TIME_ZONE, type Publication, type TranslatedLang, WHATSAPP_RECENT_DAYS } from '@app/shared';
import { SoftBadge } from '@/components/ui/badge';
import { Td } from '@/components/ui/table';

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
  return <SoftBadge tone={publication === 'published' ? 'sea' : 'amber'}>{t(publication)}</SoftBadge>;
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

/** A row's WhatsApp clicks: every one, and below it those of the recent days (0 when never clicked). */
export function WhatsappClicksCell({ counts }: { counts: { total: number; recent: number } | undefined }) {
  const t = useTranslations('catalogueLists.common');
  return (
    <Td density="dense" className="whitespace-nowrap text-end tabular-nums">
      <span className="font-semibold text-sea-900" data-testid="whatsapp-clicks">
        {counts?.total ?? 0}
      </span>
      <span className="block text-xs text-slate-500">
        {t('whatsappRecent', { count: counts?.recent ?? 0, days: WHATSAPP_RECENT_DAYS })}
      </span>
    </Td>
  );
}

/** A record's WhatsApp clicks on its edit page. */
export function WhatsappClicksFigure({ counts }: { counts: { total: number; recent: number } | undefined }) {
  const t = useTranslations('catalogueLists.common');
  return (
    <p className="text-sm text-slate-700" data-testid="whatsapp-clicks-figure">
      {t('whatsappFigure', { total: counts?.total ?? 0, recent: counts?.recent ?? 0, days: WHATSAPP_RECENT_DAYS })}
    </p>
  );
}

/** A row's demand: how many confirmed saved searches would alert about the unit. */
export function DemandCell({ searches }: { searches: number | undefined }) {
  const t = useTranslations('catalogueLists.common');
  return (
    <Td density="dense" className="whitespace-nowrap text-end tabular-nums">
      <span className="font-semibold text-sea-900" data-testid="demand" title={t('demandHint')}>
        {searches ?? 0}
      </span>
    </Td>
  );
}

/** A unit's demand on its edit page. */
export function DemandFigure({ searches }: { searches: number | undefined }) {
  const t = useTranslations('catalogueLists.common');
  return (
    <p className="text-sm text-slate-700" data-testid="demand-figure">
      {t('demandFigure', { count: searches ?? 0 })}
    </p>
  );
}
