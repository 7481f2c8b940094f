import { dutchDate } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAdminReservations } from '../api/get-admin-reservations.ts';

/** /admin/foodee/reservations: every venue's reservations on a date. */
export function AdminReservationsPage() {
  const { t } = useTranslation();
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
              <table className="w-full text-left text-sm">
                <thead className="border-b border-zinc-200 dark:border-zinc-800">
                  <tr>
                    <th className="py-2 pr-4">{t('horeca.time')}</th>
                    <th className="py-2 pr-4">{t('horeca.venue')}</th>
                    <th className="py-2 pr-4">{t('horeca.name')}</th>
                    <th className="py-2 pr-4">{t('horeca.partySize')}</th>
                    <th className="py-2">{t('horeca.statusLabel')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.id} className="border-b border-zinc-100 dark:border-zinc-800">
                      <td className="py-2 pr-4">{item.time}</td>
                      <td className="py-2 pr-4">
                        {item.venue.name}, {item.venue.plaats}
                      </td>
                      <td className="py-2 pr-4">{item.name}</td>
                      <td className="py-2 pr-4">{item.partySize}</td>
                      <td className="py-2">
                        <Badge>{t(`horeca.status.${item.status}`)}</Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </Page>
  );
}
