import type { ComponentPropsWithRef } from 'react';

/*
 * The site's buttons (components/ui, STYLE.md "A UI kit"): one shape, a colour for what the button
 * does and a size for where it stands. Button draws a <button>, ButtonLink (button-link.tsx) a link that
 * looks like one; anything else shaped like a button takes buttonClass(). No hooks and no 'use client':
 * server and client components alike draw them.
 */

const VARIANTS = {
  /** Filled sea: the main action of a page, form or dialog. */
  primary: 'bg-sea-700 text-white hover:bg-sea-900',
  /** Outlined sea: an action beside the main one. */
  secondary: 'text-sea-700 ring-1 ring-sea-700 hover:bg-sea-50',
  /** Outlined grey on white: an action that changes little (cancel, check, export, sign out). */
  neutral: 'border border-slate-300 bg-white text-slate-700 hover:bg-sand-100',
  /** Filled red: a step that deletes or empties, or the retry of what failed. */
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** Outlined red: the way to a step that deletes or removes. */
  dangerOutline: 'border border-red-300 text-red-700 hover:bg-red-50',
  /** Outlined amber on pale amber: the way to what waits to be looked through (suspected spam). */
  caution: 'border border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100',
  /** Text only, sea: a light action beside a main one (clear the filters). */
  ghost: 'text-sea-700 hover:bg-sea-50',
  /** Filled white, on a dark picture or band. */
  light: 'bg-white text-sea-900 shadow hover:bg-sand-100 focus-visible:outline-white',
  /** Outlined white, on a dark picture or band. */
  outlineLight: 'border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white',
  /** Dark glass over a photo (the gallery's Close). */
  overlay: 'bg-black/60 text-white',
  /** WhatsApp's green (whatsapp-link.tsx). */
  whatsapp: 'bg-[#1f7a4d] text-white hover:bg-[#17613d]',
  /** White with WhatsApp's green, on a dark picture. */
  whatsappLight: 'bg-white text-[#17613d] shadow hover:bg-sand-100',
} as const;

const SIZES = {
  /** A page's or form's main action. */
  lg: 'px-6 py-3',
  /** An action beside a text or on a picture (WhatsApp, a card's call to action). */
  roomy: 'px-5 py-2.5',
  /** A dialog's or a notice's actions. */
  md: 'px-5 py-2',
  /** The back office's actions in a page. */
  sm: 'px-5 py-2.5 text-sm',
  /** Side by side in a narrow column (a unit page's contact buttons). */
  narrow: 'px-3 py-2.5 text-sm',
  /** Small actions in a row or a banner. */
  xs: 'px-4 py-2 text-sm',
  /** Beside the fields of a filter bar: as high as they are. */
  bar: 'inline-flex h-10 items-center px-5 text-sm',
  /** On a photo, in a table row or a notice. */
  tiny: 'inline-flex min-h-8 items-center px-3 text-xs',
  /** A file chooser's label in a drop zone: as high as a tiny one, its text the zone's. */
  file: 'inline-flex min-h-8 items-center px-4',
  /** Inside a form's group of fields: add to a list, reload, remove a logo, dismiss a refused file. */
  compact: 'px-3 py-1 text-xs',
  /** The smallest: a label's companion in a table's heading (a comparison's Remove). */
  chip: 'inline-flex items-center px-2 py-1 text-xs',
  /** Among the navbar's links (Sell with us): their text, as heavy as they are, on a raised pill. */
  nav: 'px-4 py-2 font-medium shadow-sm',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;
export type ButtonStyle = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Where the button stands (margins, width, flex), added to its own classes. */
  className?: string;
};

/** The classes of a button-shaped element: the one place their long strings are written. */
export function buttonClass({ variant = 'primary', size = 'lg', className }: ButtonStyle = {}): string {
  const weight = size === 'nav' ? '' : ' font-semibold';
  const own = `rounded-full ${SIZES[size]}${weight} ${VARIANTS[variant]} disabled:opacity-60`;
  return className ? `${className} ${own}` : own;
}

type ButtonProps = ButtonStyle & Omit<ComponentPropsWithRef<'button'>, 'className'>;

/** A native button (type="button" unless told otherwise: a form submits with type="submit"). */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
