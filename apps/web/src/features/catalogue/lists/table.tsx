import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, Th } from '@/components/ui/table';

/** A column's heading: `end` for numbers (aligned to the end), `hidden` for one said to screen readers only. */
export type Column = { label: ReactNode; end?: boolean; hidden?: boolean };

/**
 * A catalogue list's table (the kit's dense Table): scrolls sideways on a narrow screen, has a caption
 * for screen readers and a heading per column (`false` leaves a column out); `children` are its rows,
 * whose cells are the kit's `<Td density="dense">`.
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
    <Table caption={caption} className={`${minWidth} text-sm`} busy={busy}>
      <TableHead>
        {columns.map(
          (column, index) =>
            column && (
              <Th key={index} density="dense" end={column.end} hidden={column.hidden}>
                {column.label}
              </Th>
            ),
        )}
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
