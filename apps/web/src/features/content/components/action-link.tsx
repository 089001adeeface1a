import { Link } from '@/i18n/link';
import type { ReactNode } from 'react';

const VARIANTS = {
  /** Filled, on light backgrounds. */
  primary: 'bg-sea-700 text-white shadow-sm hover:bg-sea-900',
  /** Outlined, on light backgrounds. */
  secondary: 'border border-sea-700 text-sea-700 hover:bg-sea-50',
  /** Filled, on dark backgrounds. */
  light: 'bg-white text-sea-900 shadow hover:bg-sand-100 focus-visible:outline-white',
  /** Outlined, on dark backgrounds. */
  outlineLight: 'border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white',
} as const;

type ActionLinkProps = { href: string; variant?: keyof typeof VARIANTS; children: ReactNode };

/** A button-shaped link to another page or to a section of this one (at least 44 px high). */
export function ActionLink({ href, variant = 'primary', children }: ActionLinkProps) {
  return (
    <Link
      href={href}
      className={`inline-flex min-h-11 items-center justify-center rounded-full px-6 py-3 text-center font-semibold ${VARIANTS[variant]}`}
    >
      {children}
    </Link>
  );
}
