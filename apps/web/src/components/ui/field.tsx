import { type ReactNode, useId } from 'react';

/*
 * A form's field (components/ui, STYLE.md "A UI kit"): its label, its control, a hint under it and the
 * error that replaces the hint, announced with the field. No 'use client' and no state: the back office's
 * server-rendered filter bars use it as the client forms do (form-field.tsx builds on it).
 */

/** A control's classes: a form's roomy field, or a filter bar's, as high as the bar's buttons. */
export const CONTROL = {
  form: 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-sea-600 aria-[invalid=true]:border-red-600',
  bar: 'mt-1 block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-sea-600',
} as const;

/** A filter bar's Field: small text, so that its label's line is no higher than the label. */
export const BAR_FIELD = 'text-sm';

/** What the control takes to belong to its label, hint and error. */
export type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

export type FieldProps = {
  label: ReactNode;
  error?: string | undefined;
  /** Said under the control (and with it) while there is no error. */
  hint?: ReactNode;
  className?: string | undefined;
  /** The control, given the id and descriptions that tie it to the label, hint and error. */
  children: (control: ControlProps) => ReactNode;
};

/** A label, a control and, under it, the error or else the hint, both announced with the control. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
