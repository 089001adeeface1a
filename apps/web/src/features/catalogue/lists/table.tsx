import type { ReactNode } from 'react';

/** A body cell of a catalogue list's table. */
export const td = 'px-3 py-2 align-middle';
const th = 'px-3 py-3 text-start text-xs font-semibold uppercase tracking-wide text-slate-600';

/** A column's heading: `end` for numbers (aligned to the end), `hidden` for one said to screen readers only. */
export type Column = { label: ReactNode; end?: boolean; hidden?: boolean };

/**
 * A catalogue list's table: scrolls sideways on a narrow screen, has a caption for screen readers and
 * a heading per column (`false` leaves a column out); `children` are its rows.
 */
export function RecordTable({
  caption,
  minWidth,
  columns,
  busy,
  children,
}: {
  caption: string;
  /** A Tailwind min-w-[…] class: the width under which the table scrolls. */
  minWidth: string;
  columns: (Column | false)[];
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className={`w-full ${minWidth} text-sm`} aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-sand-50">
          <tr>
            {columns.map(
              (column, index) =>
                column && (
                  <th key={index} scope="col" className={column.end ? `${th} text-end` : th}>
                    {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
                  </th>
                ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
