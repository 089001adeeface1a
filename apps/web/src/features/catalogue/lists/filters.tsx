import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { COMPOUND_STATUSES, PRICE_BAND_KEYS, REGIONS, UNIT_KINDS, UNIT_STATUSES } from '@app/shared';
import type { CompoundListParams, DeveloperListParams, UnitListParams } from './list-query';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { BAR_FIELD, CONTROL, Field } from '@/components/ui/field';

/**
 * A list's filters as a plain GET form to the list's own address, as the inquiries' filters are: the
 * filters live in the address, Back and links keep them, and a new search starts at page 1.
 */
function FilterForm({
  action,
  label,
  filtered,
  children,
  checks,
}: {
  action: string;
  label: string;
  filtered: boolean;
  children: ReactNode;
  checks?: ReactNode;
}) {
  const t = useTranslations('catalogueLists.common');
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className={cardClass({ padding: 'sm', className: 'grid gap-4' })}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {checks}
        <div className="ms-auto flex items-center gap-3">
          <Button type="submit" size="bar">
            {t('apply')}
          </Button>
          {filtered && (
            <Link href={action} className="text-sm font-semibold text-sea-700 hover:underline">
              {t('clear')}
            </Link>
          )}
        </div>
      </div>
    </form>
  );
}

function SearchField({ value, placeholder }: { value: string | undefined; placeholder: string }) {
  const t = useTranslations('catalogueLists.common');
  return (
    <Field label={t('search')} className={BAR_FIELD}>
      {(control) => (
        <input
          type="search"
          name="q"
          defaultValue={value ?? ''}
          maxLength={100}
          placeholder={placeholder}
          className={CONTROL.bar}
          {...control}
        />
      )}
    </Field>
  );
}

function Select({
  label,
  name,
  value,
  all,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  all: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Field label={label} className={BAR_FIELD}>
      {(control) => (
        <select name={name} defaultValue={value ?? ''} className={CONTROL.bar} {...control}>
          <option value="">{all}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A yes-only filter: checked, the address carries `name=value`; unchecked, nothing. */
function Check({ label, name, value, checked }: { label: string; name: string; value: string; checked: boolean }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="h-4 w-4 rounded border-slate-300"
      />
      {label}
    </label>
  );
}

/** The checks of the translated lists: records lacking an Arabic or German text, drafts only. */
function TranslationAndDraftChecks({
  section,
  filters,
}: {
  section: 'units' | 'compounds';
  filters: { needsTranslation?: string; publication?: string };
}) {
  const t = useTranslations(`catalogueLists.${section}`);
  return (
    <>
      <Check
        label={t('needsTranslation')}
        name="needsTranslation"
        value="true"
        checked={filters.needsTranslation === 'true'}
      />
      <Check label={t('unpublished')} name="publication" value="draft" checked={filters.publication === 'draft'} />
    </>
  );
}

function RegionSelect({ section, value }: { section: 'units' | 'compounds'; value: string | undefined }) {
  const t = useTranslations(`catalogueLists.${section}`);
  const regions = useTranslations('region');
  return (
    <Select
      label={t('region')}
      name="region"
      value={value}
      all={t('allRegions')}
      options={REGIONS.map((r) => ({ value: r, label: regions(r) }))}
    />
  );
}

export function UnitListFilters({
  query,
  compounds,
}: {
  query: UnitListParams;
  compounds: { id: number; name: string }[];
}) {
  const t = useTranslations('catalogueLists.units');
  const statuses = useTranslations('unit.status');
  const kinds = useTranslations('unit.kinds');
  const bands = useTranslations('listing.bands');
  const f = query.filters;
  return (
    <FilterForm
      action="/admin/catalogue/units"
      label={t('filters')}
      filtered={Object.values(f).some(Boolean)}
      checks={
        <>
          <TranslationAndDraftChecks section="units" filters={f} />
          <Check label={t('archived')} name="archived" value="true" checked={f.archived === 'true'} />
        </>
      }
    >
      <SearchField value={f.q} placeholder={t('searchPlaceholder')} />
      <RegionSelect section="units" value={f.region} />
      <Select
        label={t('compound')}
        name="compound"
        value={f.compound}
        all={t('allCompounds')}
        options={[
          { value: 'private', label: t('privateUnits') },
          ...compounds.map((c) => ({ value: String(c.id), label: c.name })),
        ]}
      />
      <Select
        label={t('status')}
        name="status"
        value={f.status}
        all={t('allStatuses')}
        options={UNIT_STATUSES.map((s) => ({ value: s, label: statuses(s) }))}
      />
      <Select
        label={t('kind')}
        name="kind"
        value={f.kind}
        all={t('allKinds')}
        options={UNIT_KINDS.map((k) => ({ value: k, label: kinds(k) }))}
      />
      <Select
        label={t('price')}
        name="priceBand"
        value={f.priceBand}
        all={t('allPrices')}
        options={PRICE_BAND_KEYS.map((b) => ({ value: b, label: bands(b) }))}
      />
    </FilterForm>
  );
}

export function CompoundListFilters({ query }: { query: CompoundListParams }) {
  const t = useTranslations('catalogueLists.compounds');
  const statuses = useTranslations('projectStatus');
  const f = query.filters;
  return (
    <FilterForm
      action="/admin/catalogue/compounds"
      label={t('filters')}
      filtered={Object.values(f).some(Boolean)}
      checks={<TranslationAndDraftChecks section="compounds" filters={f} />}
    >
      <SearchField value={f.q} placeholder={t('searchPlaceholder')} />
      <RegionSelect section="compounds" value={f.region} />
      <Select
        label={t('status')}
        name="status"
        value={f.status}
        all={t('allStatuses')}
        options={COMPOUND_STATUSES.map((s) => ({ value: s, label: statuses(s) }))}
      />
    </FilterForm>
  );
}

export function DeveloperListFilters({ query }: { query: DeveloperListParams }) {
  const t = useTranslations('catalogueLists.developers');
  return (
    <FilterForm action="/admin/catalogue/developers" label={t('filters')} filtered={Boolean(query.filters.q)}>
      <SearchField value={query.filters.q} placeholder={t('searchPlaceholder')} />
    </FilterForm>
  );
}
