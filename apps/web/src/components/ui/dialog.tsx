'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';

/** What Tab stops at inside the dialog. */
const FOCUSABLE =
  ':is(a[href], button, input, textarea, select, summary):not([type="hidden"]):not(:disabled):not([tabindex="-1"])';
/** The first field a visitor types in: not a hidden field, nor one kept out of the tab order (a honeypot). */
const FIRST_FIELD = ':is(input, textarea, select):not([type="hidden"]):not([tabindex="-1"]):not(:disabled)';

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert, Tab goes round the
 * dialog's controls, Escape closes it, and focus returns to whatever opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      // Start where the visitor types, not on the close button.
      dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => {
        onClose();
        opener.current?.focus();
      }}
      onClick={(event) => {
        if (event.target === ref.current) ref.current?.close();
      }}
      onKeyDown={(event) => {
        // The page behind is inert, but Tab would still leave for the browser's own controls: keep it
        // going round the dialog's controls.
        if (event.key !== 'Tab') return;
        const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const edge = controls[event.shiftKey ? 0 : controls.length - 1];
        if (edge && document.activeElement === edge) {
          event.preventDefault();
          controls[event.shiftKey ? controls.length - 1 : 0]?.focus();
        }
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-sea-900/60 open:animate-[dialog-in_160ms_ease-out]"
    >
      <div className="max-h-[calc(100vh-4rem)] overflow-y-auto p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-sea-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="-m-2 flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-sand-100"
          >
            <span className="sr-only">{closeLabel}</span>
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="mt-2 text-sm text-slate-600">
            {description}
          </p>
        )}
        <div className="mt-5">{children}</div>
      </div>
    </dialog>
  );
}
