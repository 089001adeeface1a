'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { UNIT_STATUSES, type UnitAdminSummary, type UnitBulkChange, type UnitStatus } from '@app/shared';
import { Badge, SoftBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Td } from '@/components/ui/table';
import { DemandCell, MissingLanguages, PublicationBadge, UpdatedAt, WhatsappClicksCell } from './badges';
import { type PriceEditing, UnitPrice } from './unit-price';

export type UnitChanges = UnitBulkChange['changes'];

/** What an editor does from a row; absent for agents, who only read. */
export type RowEditing = {
  selected: boolean;
  onSelect: () => void;
  /** Sends a change of this unit (its status or publication). */
  onChange: (changes: UnitChanges) => void;
  price: PriceEditing;
};

/** One unit in the office's unit list (UnitTable): its facts, and for editors its controls. */
export function UnitRow({
  unit,
  clicks,
  demand,
  editing,
}: {
  unit: UnitAdminSummary;
  clicks: { total: number; recent: number } | undefined;
  /** Confirmed saved searches that would alert about the unit. */
  demand: number | undefined;
  editing: RowEditing | null;
}) {
  const t = useTranslations('catalogueLists.units');
  const statuses = useTranslations('unit.status');
  const kinds = useTranslations('unit.kinds');
  return (
    <tr data-testid={`unit-row-${unit.reference}`} className={unit.archivedAt ? 'bg-slate-50' : ''}>
      {editing && (
        <Td density="dense">
          <input
            type="checkbox"
            aria-label={t('selectRow', { reference: unit.reference })}
            checked={editing.selected}
            onChange={editing.onSelect}
            className="h-4 w-4 rounded border-slate-300"
          />
        </Td>
      )}
      <Td density="dense" className="whitespace-nowrap font-mono text-xs text-slate-700">
        <bdi>{unit.reference}</bdi>
      </Td>
      <Td density="dense">
        {unit.mainImage ? (
          <Image
            src={unit.mainImage}
            alt=""
            width={64}
            height={48}
            sizes="64px"
            className="h-12 w-16 rounded-md object-cover"
          />
        ) : (
          <span className="flex h-12 w-16 items-center justify-center rounded-md bg-sand-100 text-center text-[0.65rem] text-slate-500">
            {t('noPhoto')}
          </span>
        )}
      </Td>
      <Td density="dense" className="max-w-xs">
        <Link
          href={`/admin/catalogue/units/${unit.id}`}
          className="font-semibold text-sea-700 hover:underline"
          lang="en"
          dir="ltr"
        >
          {unit.title.en}
        </Link>
        <MissingLanguages langs={unit.missingLanguages} />
        {unit.archivedAt && (
          <SoftBadge tone="slate" className="ms-2">
            {t('archivedBadge')}
          </SoftBadge>
        )}
      </Td>
      <Td density="dense">{unit.compoundName ?? <span className="text-slate-500">{t('private')}</span>}</Td>
      <Td density="dense" className="whitespace-nowrap">
        {kinds(unit.kind)}
      </Td>
      <Td density="dense" className="text-end tabular-nums">
        {unit.bedrooms}
      </Td>
      <Td density="dense" className="whitespace-nowrap text-end tabular-nums">
        <UnitPrice reference={unit.reference} price={unit.price} editing={editing?.price ?? null} />
      </Td>
      <Td density="dense">
        <span data-testid="unit-status">
          <Badge tone={unit.status === 'available' ? 'green' : 'red'}>{statuses(unit.status)}</Badge>
        </span>
      </Td>
      <Td density="dense">
        <span data-testid="unit-publication">
          <PublicationBadge publication={unit.publication} />
        </span>
      </Td>
      <WhatsappClicksCell counts={clicks} />
      <DemandCell searches={demand} />
      <Td density="dense" className="text-xs">
        <UpdatedAt at={unit.updatedAt} by={unit.updatedBy} />
      </Td>
      {editing && (
        <Td density="dense">
          <div className="flex items-center gap-2">
            <select
              aria-label={t('statusOf', { reference: unit.reference })}
              value={unit.status}
              onChange={(event) => editing.onChange({ status: event.target.value as UnitStatus })}
              className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-xs"
            >
              {UNIT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statuses(status)}
                </option>
              ))}
            </select>
            <Button
              onClick={() =>
                editing.onChange({ publication: unit.publication === 'published' ? 'draft' : 'published' })
              }
              aria-label={t(unit.publication === 'published' ? 'unpublishRow' : 'publishRow', {
                reference: unit.reference,
              })}
              variant="neutral"
              size="tiny"
            >
              {t(unit.publication === 'published' ? 'unpublish' : 'publish')}
            </Button>
          </div>
        </Td>
      )}
    </tr>
  );
}
