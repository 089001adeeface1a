import type { HTMLAttributes, ReactNode, TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';

/*
 * Tables (components/ui, STYLE.md "A UI kit"): the white card a wide table scrolls sideways in, its
 * screen-reader caption, and the head and body cells of the back office's lists. The site's own tables
 * (a comparison, a payment schedule) take the frame and caption and draw their cells themselves.
 */

const FRAME = 'overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';

/** Cells of a dense list (the catalogue's, with photos and buttons in its rows) or a roomy one (the inquiries'). */
export type TableDensity = 'dense' | 'roomy';
const HEAD_PADDING: Record<TableDensity, string> = { dense: 'px-3 py-3', roomy: 'px-4 py-3' };
const CELL_PADDING: Record<TableDensity, string> = { dense: 'px-3 py-2', roomy: 'px-4 py-3' };
/** Where a cell's content sits: dense rows centre theirs (a photo beside a line of text), roomy ones start at the top. */
const ALIGN = { top: 'align-top', middle: 'align-middle' } as const;

export function Table({
  caption,
  className = '',
  frame = true,
  frameClassName,
  frameProps,
  busy,
  children,
  ...props
}: Omit<TableHTMLAttributes<HTMLTableElement>, 'className' | 'children'> & {
  /** Said by screen readers before the table (one right under a heading that names it may go without). */
  caption?: string;
  /** The table's own classes (its minimum width, under which it scrolls). */
  className?: string;
  /** Drawn in the white scrolling card (the default) or bare, inside something else. */
  frame?: boolean;
  frameClassName?: string;
  /** The frame's own attributes (a comparison's scrolling region is focusable and named). */
  frameProps?: HTMLAttributes<HTMLDivElement>;
  busy?: boolean;
  children: ReactNode;
}) {
  const table = (
    <table className={`w-full ${className}`.trim()} aria-busy={busy} {...props}>
      {caption !== undefined && <caption className="sr-only">{caption}</caption>}
      {children}
    </table>
  );
  if (!frame) return table;
  return (
    <div {...frameProps} className={frameClassName ? `${frameClassName} ${FRAME}` : FRAME}>
      {table}
    </div>
  );
}

/** A list's head: one row of column headings on sand. */
export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead className="border-b border-slate-200 bg-sand-50">
      <tr>{children}</tr>
    </thead>
  );
}

/** A list's body: rows divided by a hairline. */
export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-slate-100">{children}</tbody>;
}

type ThProps = Omit<ThHTMLAttributes<HTMLTableCellElement>, 'className'> & {
  density?: TableDensity;
  /** Numbers: aligned to the end. */
  end?: boolean;
  /** A heading said to screen readers only (a column of checkboxes or buttons). */
  hidden?: boolean;
  className?: string;
};

/** A column's heading in a list's head. */
export function Th({ density = 'roomy', end, hidden, className, scope = 'col', children, ...props }: ThProps) {
  const own = `${HEAD_PADDING[density]} text-start text-xs font-semibold uppercase tracking-wide text-slate-600${end ? ' text-end' : ''}`;
  return (
    <th scope={scope} className={className ? `${own} ${className}` : own} {...props}>
      {hidden ? <span className="sr-only">{children}</span> : children}
    </th>
  );
}

type TdProps = Omit<TdHTMLAttributes<HTMLTableCellElement>, 'className' | 'align'> & {
  density?: TableDensity;
  align?: keyof typeof ALIGN;
  className?: string;
};

/** A list's body cell. */
export function Td({
  density = 'roomy',
  align = density === 'dense' ? 'middle' : 'top',
  className,
  ...props
}: TdProps) {
  const own = `${CELL_PADDING[density]} ${ALIGN[align]}`;
  return <td className={className ? `${own} ${className}` : own} {...props} />;
}
