'use client';

import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  forwardRef,
} from 'react';
import { CONTROL, Field } from './field';

const control = CONTROL.form;

type Common = { label: string; error?: string | undefined; hint?: ReactNode };

export const TextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, error, hint, className, ...props }, ref) {
    return (
      <Field label={label} error={error} hint={hint} className={className}>
        {(control_) => <input ref={ref} className={control} {...control_} {...props} />}
      </Field>
    );
  },
);

/** A textarea that grows with its text between minRows and maxRows (spec: 3 to 8 by default). */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { minRows?: number; maxRows?: number }
>(function TextAreaField({ label, error, hint, className, minRows = 3, maxRows = 8, onInput, ...props }, ref) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
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
>(function SelectField({ label, error, hint, className, options, placeholder, ...props }, ref) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
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
