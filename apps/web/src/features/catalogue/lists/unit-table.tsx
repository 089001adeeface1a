'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState, useTransition } from 'react';
import { UNIT_STATUSES, type UnitAdminSummary, type UnitBulkChange, type UnitStatus } from '@app/shared';
import { Badge } from '@/components/ui/badge';
import { MissingLanguages, PublicationBadge, UpdatedAt } from './badges';
import type { ClickCounts } from './list-reads';
import { type ListCallProblem, changeUnits } from './list-calls';
import { WhatsappClicksCell } from './badges';
import { RecordTable, td } from './table';

type Changes = UnitBulkChange['changes'];
type Message = { tone: 'ok'; text: string } | { tone: 'error'; text: string } | null;

const smallButton =
  'inline-flex h-8 items-center rounded-full border border-slate-300 bg-white px-3 text-xs font-semibold text-slate-700 hover:bg-sand-100 disabled:opacity-60';

/**
 * One page of units. Editors and admins change a unit's status, publication and price from its row,
 * and several at once from a selection (PATCH /api/admin/units/); the rows show the change as soon as
 * the API has accepted it. Agents see the same table without those controls. `here` is the list's
 * address (sign-in comes back to it). The page keys it by its filters: another page starts afresh.
 */
export function UnitTable({
  units,
  clicks,
  canEdit,
  here,
}: {
  units: UnitAdminSummary[];
  /** Clicks on each unit's WhatsApp link, by id. */
  clicks: ClickCounts;
  canEdit: boolean;
  here: string;
}) {
  const t = useTranslations('catalogueLists.units');
  const common = useTranslations('catalogueLists.common');
  const statuses = useTranslations('unit.status');
  const kinds = useTranslations('unit.kinds');
  const format = useFormatter();
  const router = useRouter();
  const [changed, setChanged] = useState<Record<number, Changes>>({});
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editingPrice, setEditingPrice] = useState<number | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [pending, startTransition] = useTransition();
  // The row whose price button takes the focus when it comes back (after the price was saved or not).
  const focusPrice = useRef<number | null>(null);
  const closePrice = (id: number) => {
    focusPrice.current = id;
    setEditingPrice(null);
  };

  const rows = units.map((unit) => ({ ...unit, ...changed[unit.id] }));
  const usd = (price: number) => format.number(price, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

  const problemText = (problem: Exclude<ListCallProblem, 'unauthorized'>) =>
    t(`errors.${problem === 'tooLarge' ? 'failed' : problem === 'unsupported' ? 'invalid' : problem}`);

  /**
   * Sends one change for `ids` (one at a time: a click while one is on its way is ignored). The controls
   * are not disabled meanwhile, so that the one in use keeps the focus.
   */
  const apply = (ids: number[], changes: Changes, after?: () => void) => {
    if (pending) return;
    startTransition(async () => {
      setMessage(null);
      const answer = await changeUnits({ ids, changes });
      if (!answer.ok) {
        if (answer.problem === 'unauthorized') {
          router.replace(`/admin/sign-in?next=${encodeURIComponent(here)}`);
          return;
        }
        setMessage({ tone: 'error', text: problemText(answer.problem) });
        return;
      }
      setChanged((before) => {
        const next = { ...before };
        for (const id of ids) next[id] = { ...next[id], ...changes };
        return next;
      });
      setMessage({ tone: 'ok', text: t('changed', { count: answer.updated }) });
      after?.();
    });
  };

  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const toggle = (id: number) =>
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const bulk = (changes: Changes) => apply([...selected], changes);

  return (
    <div className="grid gap-3">
      <div role="alert">
        {message?.tone === 'error' && (
          <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">{message.text}</p>
        )}
      </div>
      <div role="status" className={message?.tone === 'ok' ? '' : 'sr-only'}>
        {message?.tone === 'ok' && (
          <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {message.text}
          </p>
        )}
      </div>
      {canEdit && (
        <div
          role="group"
          aria-label={t('bulkLabel')}
          className="flex flex-wrap items-center gap-2 rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200"
        >
          <p className="me-2 text-sm font-medium text-slate-700" data-testid="selected-count">
            {t('selected', { count: selected.size })}
          </p>
          {(
            [
              ['markSold', { status: 'sold' }],
              ['markReserved', { status: 'reserved' }],
              ['markAvailable', { status: 'available' }],
              ['publish', { publication: 'published' }],
              ['unpublish', { publication: 'draft' }],
            ] as const
          ).map(([label, changes]) => (
            <button
              key={label}
              type="button"
              disabled={selected.size === 0}
              onClick={() => bulk(changes)}
              className={smallButton}
            >
              {t(label)}
            </button>
          ))}
        </div>
      )}
      <RecordTable
        caption={t('caption')}
        minWidth="min-w-[64rem]"
        busy={pending}
        columns={[
          canEdit && {
            label: (
              <input
                type="checkbox"
                aria-label={t('selectAll')}
                checked={allSelected}
                onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.id)))}
                className="h-4 w-4 rounded border-slate-300"
              />
            ),
          },
          { label: t('reference') },
          { label: t('photo'), hidden: true },
          { label: t('unitTitle') },
          { label: t('compound') },
          { label: t('kind') },
          { label: t('bedrooms'), end: true },
          { label: t('priceUsd'), end: true },
          { label: t('status') },
          { label: t('publication') },
          { label: common('whatsappClickCounts'), end: true },
          { label: common('updated') },
          canEdit && { label: t('actions') },
        ]}
      >
        {rows.map((unit) => (
          <tr key={unit.id} data-testid={`unit-row-${unit.reference}`} className={unit.archivedAt ? 'bg-slate-50' : ''}>
            {canEdit && (
              <td className={td}>
                <input
                  type="checkbox"
                  aria-label={t('selectRow', { reference: unit.reference })}
                  checked={selected.has(unit.id)}
                  onChange={() => toggle(unit.id)}
                  className="h-4 w-4 rounded border-slate-300"
                />
              </td>
            )}
            <td className={`${td} whitespace-nowrap font-mono text-xs text-slate-700`}>
              <bdi>{unit.reference}</bdi>
            </td>
            <td className={td}>
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
            </td>
            <td className={`${td} max-w-xs`}>
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
                <span className="ms-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
                  {t('archivedBadge')}
                </span>
              )}
            </td>
            <td className={td}>{unit.compoundName ?? <span className="text-slate-500">{t('private')}</span>}</td>
            <td className={`${td} whitespace-nowrap`}>{kinds(unit.kind)}</td>
            <td className={`${td} text-end tabular-nums`}>{unit.bedrooms}</td>
            <td className={`${td} whitespace-nowrap text-end tabular-nums`}>
              {canEdit && editingPrice === unit.id ? (
                <PriceForm
                  reference={unit.reference}
                  price={unit.price}
                  pending={pending}
                  onSave={(price) => apply([unit.id], { price }, () => closePrice(unit.id))}
                  onCancel={() => closePrice(unit.id)}
                />
              ) : canEdit ? (
                <button
                  type="button"
                  ref={(element) => {
                    if (element && focusPrice.current === unit.id) {
                      focusPrice.current = null;
                      element.focus();
                    }
                  }}
                  onClick={() => setEditingPrice(unit.id)}
                  aria-label={t('editPrice', { reference: unit.reference })}
                  className="rounded px-1 font-semibold text-sea-900 underline decoration-dotted underline-offset-4 hover:bg-sand-100"
                  data-testid="unit-price"
                >
                  {usd(unit.price)}
                </button>
              ) : (
                <span className="font-semibold text-sea-900" data-testid="unit-price">
                  {usd(unit.price)}
                </span>
              )}
            </td>
            <td className={td}>
              <span data-testid="unit-status">
                <Badge tone={unit.status === 'available' ? 'green' : 'red'}>{statuses(unit.status)}</Badge>
              </span>
            </td>
            <td className={td}>
              <span data-testid="unit-publication">
                <PublicationBadge publication={unit.publication} />
              </span>
            </td>
            <WhatsappClicksCell counts={clicks[unit.id]} />
            <td className={`${td} text-xs`}>
              <UpdatedAt at={unit.updatedAt} by={unit.updatedBy} />
            </td>
            {canEdit && (
              <td className={td}>
                <div className="flex items-center gap-2">
                  <select
                    aria-label={t('statusOf', { reference: unit.reference })}
                    value={unit.status}
                    onChange={(event) => apply([unit.id], { status: event.target.value as UnitStatus })}
                    className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-xs"
                  >
                    {UNIT_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {statuses(status)}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    onClick={() =>
                      apply([unit.id], { publication: unit.publication === 'published' ? 'draft' : 'published' })
                    }
                    aria-label={t(unit.publication === 'published' ? 'unpublishRow' : 'publishRow', {
                      reference: unit.reference,
                    })}
                    className={smallButton}
                  >
                    {t(unit.publication === 'published' ? 'unpublish' : 'publish')}
                  </button>
                </div>
              </td>
            )}
          </tr>
        ))}
      </RecordTable>
    </div>
  );
}

/** The price of one row, edited in place: Enter saves, Escape gives up; focus goes back to the price. */
function PriceForm({
  reference,
  price,
  pending,
  onSave,
  onCancel,
}: {
  reference: string;
  price: number;
  pending: boolean;
  onSave: (price: number) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('catalogueLists.units');
  const [value, setValue] = useState(String(price));
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = Number(value);
    if (Number.isInteger(next) && next >= 1) onSave(next);
  };
  return (
    <form onSubmit={submit} className="flex items-center justify-end gap-1">
      <input
        type="number"
        min={1}
        max={1_000_000_000}
        step={1}
        required
        ref={input}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        aria-label={t('priceOf', { reference })}
        className="h-8 w-28 rounded-lg border border-slate-300 px-2 text-end text-sm"
      />
      <button type="submit" className={smallButton}>
        {pending ? t('working') : t('save')}
      </button>
      <button type="button" onClick={onCancel} className={smallButton}>
        {t('cancel')}
      </button>
    </form>
  );
}
