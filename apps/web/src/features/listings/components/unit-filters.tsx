'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { PRICE_BAND_KEYS, REGIONS, UNIT_CATEGORIES, UNIT_SORTS } from '@app/shared';
import type { ListingQuery } from '../listing-calls';
import type { useListingQuery } from '../use-listing-query';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';

const field = 'mt-1 block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm';
const BEDROOMS = [0, 1, 2, 3, 4, 5] as const;

type Listing = ReturnType<typeof useListingQuery>;

/**
 * Search box and filters. Selects apply at once; the search box applies as the visitor types (after a
 * pause), on Enter or with Apply filters. Without JavaScript (or before it loads) Apply filters submits
 * the form as a GET to the listing's own address, whose filtered page the server renders.
 */
export function UnitFilters({
  query,
  hasFilters,
  setFilter,
  clear,
}: {
  query: ListingQuery;
  hasFilters: boolean;
  setFilter: Listing['setFilter'];
  clear: Listing['clear'];
}) {
  const t = useTranslations('listing');
  const region = useTranslations('region');
  const unit = useTranslations('unit');
  const [search, setSearch] = useState(query.search ?? '');

  // The URL changed from elsewhere (Back, Clear Filters): show its search text.
  const [urlSearch, setUrlSearch] = useState(query.search ?? '');
  if ((query.search ?? '') !== urlSearch) {
    setUrlSearch(query.search ?? '');
    setSearch(query.search ?? '');
  }

  useEffect(() => {
    if (search.trim() === (query.search ?? '')) return;
    const timer = window.setTimeout(() => setFilter('search', search.trim() || null, 'replace'), 400);
    return () => window.clearTimeout(timer);
  }, [search, query.search, setFilter]);

  return (
    <form
      role="search"
      aria-label={t('filtersLabel')}
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        // The selects applied themselves; an unchanged search keeps the page the visitor is on.
        if (search.trim() !== (query.search ?? '')) setFilter('search', search.trim() || null);
      }}
      className={cardClass({ padding: 'sm', className: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-7' })}
    >
      <div className="text-sm font-medium text-slate-700 sm:col-span-2">
        <label htmlFor="filter-search">{t('search')}</label>
        <input
          id="filter-search"
          type="search"
          name="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('searchPlaceholder')}
          maxLength={100}
          className={field}
        />
      </div>
      <Select
        id="type"
        label={t('type')}
        value={query.type}
        any={t('any')}
        onChange={(v) => setFilter('type', (v as ListingQuery['type']) ?? null)}
        options={UNIT_CATEGORIES.map((c) => [c, t(`types.${c}`)])}
      />
      <Select
        id="location"
        label={t('location')}
        value={query.location}
        any={t('any')}
        onChange={(v) => setFilter('location', (v as ListingQuery['location']) ?? null)}
        options={REGIONS.map((r) => [r, region(r)])}
      />
      <Select
        id="price_band"
        label={t('price')}
        value={query.price_band}
        any={t('any')}
        onChange={(v) => setFilter('price_band', (v as ListingQuery['price_band']) ?? null)}
        options={PRICE_BAND_KEYS.map((b) => [b, t(`bands.${b}`)])}
      />
      <Select
        id="bedrooms"
        label={t('bedrooms')}
        value={query.bedrooms?.toString()}
        any={t('any')}
        onChange={(v) => setFilter('bedrooms', v === undefined ? null : Number(v))}
        options={BEDROOMS.map((n) => [String(n), unit('bedrooms', { count: n })])}
      />
      <Select
        id="sort"
        label={t('sort')}
        value={query.sort ?? 'newest'}
        onChange={(v) => setFilter('sort', v === 'newest' ? null : ((v as ListingQuery['sort']) ?? null))}
        options={UNIT_SORTS.map((s) => [s, t(`sorts.${s}`)])}
      />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm font-medium text-slate-700 sm:col-span-2 lg:col-span-7">
        <Flag
          id="payment_plan"
          label={t('paymentPlanOnly')}
          on={query.payment_plan === true}
          onChange={(on) => setFilter('payment_plan', on ? '1' : null)}
        />
        <Flag
          id="ready"
          label={t('readyOnly')}
          on={query.ready === true}
          onChange={(on) => setFilter('ready', on ? '1' : null)}
        />
        {/* A form needs a button to send it (WCAG H32): the keyboard's and the page's without JavaScript. */}
        <Button type="submit" size="md" className="ms-auto text-sm">
          {t('apply')}
        </Button>
      </div>
      {hasFilters && (
        <div className="flex items-end sm:col-span-2 lg:col-span-7">
          <Button variant="ghost" size="xs" onClick={clear}>
            {t('clearFilters')}
          </Button>
        </div>
      )}
    </form>
  );
}

/** An on-or-off filter: checked sends `name=1`, as the form does without JavaScript. */
function Flag({
  id,
  label,
  on,
  onChange,
}: {
  id: string;
  label: string;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label htmlFor={`filter-${id}`} className="inline-flex min-h-10 cursor-pointer items-center gap-2">
      <input
        id={`filter-${id}`}
        type="checkbox"
        name={id}
        value="1"
        checked={on}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-sea-700"
      />
      {label}
    </label>
  );
}

function Select({
  id,
  label,
  value,
  any,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  any?: string;
  options: (readonly [string, string])[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <div className="text-sm font-medium text-slate-700">
      <label htmlFor={`filter-${id}`}>{label}</label>
      <select
        id={`filter-${id}`}
        name={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        className={field}
      >
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
