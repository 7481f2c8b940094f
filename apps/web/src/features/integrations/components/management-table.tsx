import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';

/** A cell of the management tables: stacked on a phone, a table cell from `sm` up. */
export const cell = 'block py-1 sm:table-cell sm:border-b sm:border-zinc-200 sm:px-2 sm:py-2 dark:sm:border-zinc-800';

/** A row of the management tables: a card of its own on a phone, a table row from `sm` up. */
export const rowClass = 'mb-3 block rounded-lg border border-zinc-200 p-3 sm:table-row sm:border-0 sm:p-0 dark:border-zinc-800';

/** What a management section says when it has nothing to list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="text-zinc-600 dark:text-zinc-400">{children}</p>;
}

/** The integrations' tables (API keys, deliveries): headings read on a phone by screen readers only, rows as cards. */
export function ManagementTable({ headings, children }: { headings: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader className="sr-only sm:not-sr-only sm:table-header-group">
          <TableRow>
            {headings.map((heading) => (
              <TableHead key={heading} scope="col" className="px-2 py-2 text-left font-medium">
                {heading}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody className="block sm:table-row-group">{children}</TableBody>
      </Table>
    </div>
  );
}
