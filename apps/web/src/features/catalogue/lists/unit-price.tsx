'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/** How the office's unit list edits a price in place (UnitRow's price cell). */
export type PriceEditing = {
  /** Whether the price's form is open. */
  open: boolean;
  pending: boolean;
  onOpen: () => void;
  onSave: (price: number) => void;
  onCancel: () => void;
  /** Given the price button as it mounts: it takes the focus back when the form closes. */
  onButton: (element: HTMLButtonElement | null) => void;
};

/**
 * A unit's price in USD in its row: for editors a button that opens the price's form, for agents the
 * figure alone.
 */
export function UnitPrice({
  reference,
  price,
  editing,
}: {
  reference: string;
  price: number;
  editing: PriceEditing | null;
}) {
  const t = useTranslations('catalogueLists.units');
  const format = useFormatter();
  const usd = format.number(price, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  if (!editing) {
    return (
      <span className="font-semibold text-sea-900" data-testid="unit-price">
        {usd}
      </span>
    );
  }
  const { open, onOpen, onButton } = editing;
  if (open) {
    return (
      <PriceForm
        reference={reference}
        price={price}
        pending={editing.pending}
        onSave={editing.onSave}
        onCancel={editing.onCancel}
      />
    );
  }
  return (
    <button
      type="button"
      ref={(element) => onButton(element)}
      onClick={onOpen}
      aria-label={t('editPrice', { reference })}
      className="rounded px-1 font-semibold text-sea-900 underline decoration-dotted underline-offset-4 hover:bg-sand-100"
      data-testid="unit-price"
    >
      {usd}
    </button>
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
      <Button type="submit" variant="neutral" size="tiny">
        {pending ? t('working') : t('save')}
      </Button>
      <Button onClick={onCancel} variant="neutral" size="tiny">
        {t('cancel')}
      </Button>
    </form>
  );
}
