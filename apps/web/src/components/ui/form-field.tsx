'use client';

import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  forwardRef,
  useId,
} from 'react';

const control =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-sea-600 aria-[invalid=true]:border-red-600';

type Common = { label: string; error?: string | undefined };
type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** A label, a control and, when there is one, the error message right under it, announced with the field. */
function Field({
  label,
  error,
  className,
  children,
}: Common & { className?: string | undefined; children: (props: ControlProps) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, error, className, ...props }, ref) {
    return (
      <Field label={label} error={error} className={className}>
        {(control_) => <input ref={ref} className={control} {...control_} {...props} />}
      </Field>
    );
  },
);

/** A textarea that grows with its text between minRows and maxRows (spec: 3 to 8 by default). */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { minRows?: number; maxRows?: number }
>(function TextAreaField({ label, error, className, minRows = 3, maxRows = 8, onInput, ...props }, ref) {
  return (
    <Field label={label} error={error} className={className}>
      {(control_) => (
        <textarea
          ref={ref}
          rows={minRows}
          className={`${control} resize-none`}
          onInput={(event) => {
            const el = event.currentTarget;
            el.rows = minRows;
            while (el.scrollHeight > el.clientHeight && el.rows < maxRows) el.rows += 1;
            onInput?.(event);
          }}
          {...control_}
          {...props}
        />
      )}
    </Field>
  );
});

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select; `placeholder` is an empty first option that the schema rejects when it stays chosen. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[]; placeholder?: string }
>(function SelectField({ label, error, className, options, placeholder, ...props }, ref) {
  return (
    <Field label={label} error={error} className={className}>
      {(control_) => (
        <select ref={ref} className={control} {...control_} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
