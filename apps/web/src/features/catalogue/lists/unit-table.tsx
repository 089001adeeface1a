'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState, useTransition } from 'react';
import type { UnitAdminSummary } from '@app/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { ClickCounts, DemandCounts } from './list-reads';
import { type ListCallProblem, changeUnits } from './list-calls';
import { RecordTable } from './table';
import { type UnitChanges as Changes, UnitRow } from './unit-row';

type Message = { tone: 'ok'; text: string } | { tone: 'error'; text: string } | null;

/** The changes the bulk bar makes to every selected unit. */
const BULK = [
  ['markSold', { status: 'sold' }],
  ['markReserved', { status: 'reserved' }],
  ['markAvailable', { status: 'available' }],
  ['publish', { publication: 'published' }],
  ['unpublish', { publication: 'draft' }],
] as const;

/**
 * One page of units. Editors and admins change a unit's status, publication and price from its row,
 * and several at once from a selection (PATCH /api/admin/units/); the rows show the change as soon as
 * the API has accepted it. Agents see the same table without those controls. `here` is the list's
 * address (sign-in comes back to it). The page keys it by its filters: another page starts afresh.
 */
export function UnitTable({
  units,
  clicks,
  demand,
  canEdit,
  here,
}: {
  units: UnitAdminSummary[];
  /** Clicks on each unit's WhatsApp link, by id. */
  clicks: ClickCounts;
  /** Confirmed saved searches that would alert about each unit, by id. */
  demand: DemandCounts;
  canEdit: boolean;
  here: string;
}) {
  const t = useTranslations('catalogueLists.units');
  const common = useTranslations('catalogueLists.common');
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
        <Card
          role="group"
          aria-label={t('bulkLabel')}
          padding="none"
          className="flex flex-wrap items-center gap-2 px-4 py-3"
        >
          <p className="me-2 text-sm font-medium text-slate-700" data-testid="selected-count">
            {t('selected', { count: selected.size })}
          </p>
          {BULK.map(([label, changes]) => (
            <Button
              key={label}
              disabled={selected.size === 0}
              onClick={() => bulk(changes)}
              variant="neutral"
              size="tiny"
            >
              {t(label)}
            </Button>
          ))}
        </Card>
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
          { label: common('whatsappClicks'), end: true },
          { label: common('demand'), end: true },
          { label: common('updated') },
          canEdit && { label: t('actions') },
        ]}
      >
        {rows.map((unit) => (
          <UnitRow
            key={unit.id}
            unit={unit}
            clicks={clicks[unit.id]}
            demand={demand[unit.id]}
            editing={
              canEdit
                ? {
                    selected: selected.has(unit.id),
                    onSelect: () => toggle(unit.id),
                    onChange: (changes) => apply([unit.id], changes),
                    price: {
                      open: editingPrice === unit.id,
                      pending,
                      onOpen: () => setEditingPrice(unit.id),
                      onSave: (price) => apply([unit.id], { price }, () => closePrice(unit.id)),
                      onCancel: () => closePrice(unit.id),
                      onButton: (element) => {
                        if (element && focusPrice.current === unit.id) {
                          focusPrice.current = null;
                          element.focus();
                        }
                      },
                    },
                  }
                : null
            }
          />
        ))}
      </RecordTable>
    </div>
  );
}
