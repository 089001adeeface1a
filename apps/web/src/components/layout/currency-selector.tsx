'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CURRENCIES, type Currency } from '@app/shared';
import { useCurrency } from '@/components/currency/currency-context';

/**
 * The currency dropdown (spec section 4): opens and closes with an animation, closes on an outside
 * click or Escape, and works with the keyboard (arrows, Home/End, Enter, Escape) as a listbox.
 */
export function CurrencySelector() {
  const { currency, setCurrency } = useCurrency();
  const t = useTranslations('preferences');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(CURRENCIES.indexOf(currency));
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    list.current?.focus();
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const choose = (next: Currency) => {
    setCurrency(next);
    setOpen(false);
    button.current?.focus();
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = CURRENCIES.length - 1;
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.min(last, Math.max(0, moves[event.key]!)));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(CURRENCIES[active]!);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div ref={root} className="relative inline-block">
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setActive(CURRENCIES.indexOf(currency));
          setOpen((o) => !o);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setActive(CURRENCIES.indexOf(currency));
            setOpen(true);
          }
        }}
        className="flex h-10 items-center gap-2 rounded-md border border-sea-700 bg-sea-900 px-3 text-sm font-semibold text-white"
      >
        {t('chooseCurrency', { currency })}
        <svg
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        >
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul
        ref={list}
        id={listId}
        role="listbox"
        tabIndex={-1}
        aria-label={t('currency')}
        aria-activedescendant={open ? `${listId}-${CURRENCIES[active]}` : undefined}
        onKeyDown={onListKey}
        data-open={open}
        className="absolute bottom-full start-0 z-20 mb-2 w-48 origin-bottom rounded-lg bg-white py-1 text-slate-800 shadow-xl ring-1 ring-slate-200 transition duration-150 data-[open=false]:pointer-events-none data-[open=false]:invisible data-[open=false]:scale-95 data-[open=false]:opacity-0"
      >
        {CURRENCIES.map((code, i) => (
          <li
            key={code}
            id={`${listId}-${code}`}
            role="option"
            aria-selected={code === currency}
            onClick={() => choose(code)}
            onPointerMove={() => setActive(i)}
            className={`flex cursor-pointer justify-between gap-3 px-3 py-2 text-sm ${i === active ? 'bg-sea-50' : ''} ${code === currency ? 'font-semibold' : ''}`}
          >
            <span>{code}</span>
            <span className="text-slate-600">{t(`currencies.${code}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
