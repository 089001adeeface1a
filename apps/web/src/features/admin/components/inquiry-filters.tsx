import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { INQUIRY_KINDS, INQUIRY_STATUSES, MAX_SEARCH_LENGTH } from '@app/shared';
import type { InquiryListQuery } from '../list-query';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { BAR_FIELD, CONTROL, Field } from '@/components/ui/field';

/** Search, kind and status as a plain GET form: the filters live in the address, Back and links keep them. */
export function InquiryFilters({ query }: { query: InquiryListQuery }) {
  const t = useTranslations('admin.list');
  const kinds = useTranslations('admin.kinds');
  const statuses = useTranslations('admin.statuses');
  const filtered = Boolean(query.kind || query.status || query.search);
  return (
    <form
      method="get"
      action="/admin"
      role="search"
      aria-label={t('filters')}
      className={cardClass({
        padding: 'sm',
        className: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end',
      })}
    >
      <Field label={t('search')} className={BAR_FIELD}>
        {(control) => (
          <input
            type="search"
            name="search"
            defaultValue={query.search ?? ''}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={t('searchPlaceholder')}
            className={CONTROL.bar}
            {...control}
          />
        )}
      </Field>
      <Field label={t('kind')} className={BAR_FIELD}>
        {(control) => (
          <select name="kind" defaultValue={query.kind ?? ''} className={CONTROL.bar} {...control}>
            <option value="">{t('allKinds')}</option>
            {INQUIRY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kinds(kind)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('status')} className={BAR_FIELD}>
        {(control) => (
          <select name="status" defaultValue={query.status ?? ''} className={CONTROL.bar} {...control}>
            <option value="">{t('allStatuses')}</option>
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statuses(status)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-1">
        <Button type="submit" size="bar">
          {t('apply')}
        </Button>
        {filtered && (
          <Link href="/admin" className="text-sm font-semibold text-sea-700 hover:underline">
            {t('clear')}
          </Link>
        )}
      </div>
    </form>
  );
}
