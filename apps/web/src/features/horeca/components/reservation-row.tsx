import { canChangeStatus, holdsTable, type ManagerDay, type ManagerReservation, RESERVATION_STATUSES } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useChangeStatus, useMoveReservation } from '../api/horeca-api.ts';

const TONE = {
  requested: 'warning',
  confirmed: 'brand',
  seated: 'brand',
  completed: 'neutral',
  cancelled: 'danger',
  no_show: 'danger',
} as const;

/** One reservation in the day list: details, the next statuses it may take, and moving it to another table. */
export function ReservationRow({ item, tables }: { item: ManagerReservation; tables: ManagerDay['tables'] }) {
  const { t } = useTranslation();
  const status = useChangeStatus();
  const move = useMoveReservation();
  const [target, setTarget] = useState('');
  const tableNames = item.tableIds.map((id) => tables.find((table) => table.id === id)?.name ?? '?').join(' + ');
  const next = RESERVATION_STATUSES.filter((candidate) => canChangeStatus(item.status, candidate));
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <li className="flex flex-col gap-2 border-b border-zinc-100 py-3 last:border-0 sm:flex-row sm:items-center dark:border-zinc-800">
      <div className="flex flex-1 flex-col">
        <span className="font-medium">
          {item.time} · {item.name} · {t('horeca.persons', { count: item.partySize })}
        </span>
        <span className="text-sm text-zinc-500">
          {t('horecaManager.tables', { names: tableNames })} · {t(`horecaManager.sources.${item.source}`)}
          {item.phone ? ` · ${item.phone}` : ''}
          {item.note ? ` · “${item.note}”` : ''}
        </span>
      </div>
      <Badge tone={TONE[item.status]}>{t(`horeca.status.${item.status}`)}</Badge>
      <div className="flex flex-wrap gap-1">
        {next.map((to) => (
          <Button
            key={to}
            variant={to === 'cancelled' || to === 'no_show' ? 'ghost' : 'secondary'}
            className="px-2 py-1"
            disabled={status.isPending}
            onClick={() => void run(() => status.mutateAsync({ id: item.id, status: to }), t('horecaManager.statusChanged'))}
            aria-label={t('horecaManager.setStatus', { name: item.name, status: t(`horeca.status.${to}`) })}
          >
            {t(`horecaManager.actions.${to}`)}
          </Button>
        ))}
      </div>
      {holdsTable(item.status) ? (
        <div className="flex items-center gap-1">
          <label className="sr-only" htmlFor={`move-${item.id}`}>
            {t('horecaManager.moveTo', { name: item.name })}
          </label>
          <select
            id={`move-${item.id}`}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            className="rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          >
            <option value="">{t('horecaManager.otherTable')}</option>
            {tables
              .filter((table) => !item.tableIds.includes(table.id))
              .map((table) => (
                <option key={table.id} value={table.id}>
                  {t('horecaManager.tableOption', { name: table.name, seats: table.seats, area: table.area })}
                </option>
              ))}
          </select>
          <Button
            variant="secondary"
            className="px-2 py-1"
            disabled={!target || move.isPending}
            onClick={() => void run(() => move.mutateAsync({ id: item.id, tableIds: [target] }), t('horecaManager.moved'))}
          >
            {t('horecaManager.move')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
