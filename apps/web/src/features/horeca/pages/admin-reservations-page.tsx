import { dutchDate } from '@platform/core';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { useAdminReservations } from '../api/get-admin-reservations.ts';
import { useHorecaTexts } from '../texts.ts';

/** /admin/foodee/reservations: every venue's reservations on a date. */
export function AdminReservationsPage() {
  const { t } = useHorecaTexts();
  const [date, setDate] = useState(() => dutchDate(new Date()));
  const list = useAdminReservations(date);
  return (
    <Page title={t('horecaManager.adminTitle')} wide>
      <h1 className="mb-6 text-3xl font-bold">{t('horecaManager.adminTitle')}</h1>
      <div className="mb-6 max-w-xs">
        <Field label={t('horeca.date')} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      <QueryState query={list}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-zinc-500">{t('horecaManager.empty')}</p>
          ) : (
            <div className="overflow-x-auto">
              <Table className="text-left">
                <TableHeader className="border-b border-zinc-200 dark:border-zinc-800">
                  <TableRow>
                    <TableHead className="py-2 pr-4">{t('horeca.time')}</TableHead>
                    <TableHead className="py-2 pr-4">{t('horeca.venue')}</TableHead>
                    <TableHead className="py-2 pr-4">{t('horeca.name')}</TableHead>
                    <TableHead className="py-2 pr-4">{t('horeca.partySize')}</TableHead>
                    <TableHead className="py-2">{t('horeca.statusLabel')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {items.map((item) => (
                    <TableRow key={item.id} className="border-b border-zinc-100 dark:border-zinc-800">
                      <TableCell className="py-2 pr-4">{item.time}</TableCell>
                      <TableCell className="py-2 pr-4">
                        {item.venue.name}, {item.venue.plaats}
                      </TableCell>
                      <TableCell className="py-2 pr-4">{item.name}</TableCell>
                      <TableCell className="py-2 pr-4">{item.partySize}</TableCell>
                      <TableCell className="py-2">
                        <Badge>{t(`horeca.status.${item.status}`)}</Badge>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )
        }
      </QueryState>
    </Page>
  );
}
