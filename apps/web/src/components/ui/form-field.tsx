'use client';

import { type InputHTMLAttributes, type TextareaHTMLAttributes, forwardRef, useId } from 'react';

const control =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm shadow-sm focus:border-sea-600 aria-[invalid=true]:border-red-600';

type Common = { label: string; error?: string | undefined };

/** A labelled input with its error message right under it, announced with the field. */
export const TextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, error, className, ...props }, ref) {
    const id = useId();
    return (
      <div className={className}>
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${control} border-slate-300`}
          {...props}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  },
);

/** A textarea that grows with its text between minRows and maxRows (spec: 3 to 8 by default). */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { minRows?: number; maxRows?: number }
>(function TextAreaField({ label, error, className, minRows = 3, maxRows = 8, onInput, ...props }, ref) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={minRows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${control} resize-none border-slate-300`}
        onInput={(event) => {
          const el = event.currentTarget;
          el.rows = minRows;
          while (el.scrollHeight > el.clientHeight && el.rows < maxRows) el.rows += 1;
          onInput?.(event);
        }}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
