import type { HTMLAttributes } from 'react';

/*
 * A white card on the page's sand (components/ui, STYLE.md "A UI kit"): a form's section, a filter bar,
 * a notice, an empty state. The site's content pages ring theirs warm (sand), the rest slate; an error's
 * card rings red.
 */

const RINGS = { slate: 'ring-slate-200', warm: 'ring-sand-300/60', alert: 'ring-red-200' } as const;
const PADDINGS = { none: '', sm: 'p-4', md: 'p-6', lg: 'p-8' } as const;

export type CardStyle = {
  padding?: keyof typeof PADDINGS;
  ring?: keyof typeof RINGS;
  /** Where the card stands and how it lays out its content, added to its own classes. */
  className?: string;
};

/** The classes of a card, for an element that must be something else (a form, a list item). */
export function cardClass({ padding = 'md', ring = 'slate', className }: CardStyle = {}): string {
  const own = `rounded-2xl bg-white ${PADDINGS[padding]} shadow-sm ring-1 ${RINGS[ring]}`.replace('  ', ' ');
  return className ? `${className} ${own}` : own;
}

type CardProps = CardStyle &
  Omit<HTMLAttributes<HTMLElement>, 'className'> & { as?: 'div' | 'section' | 'article' | 'li' | 'aside' | 'p' };

/** A card: a div unless `as` says which element it is. */
export function Card({ as: Element = 'div', padding, ring, className, ...props }: CardProps) {
  return <Element className={cardClass({ padding, ring, className })} {...props} />;
}
