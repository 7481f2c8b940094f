import {
  CONFIRM_FIRST_STATUSES,
  canUndoStatus,
  holdsTable,
  type ManagerDay,
  type ManagerReservation,
  nextStatuses,
  type ReservationStatus,
} from '@platform/core';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { BUTTON_BOX_COMPACT, Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useChangeStatus } from '../api/change-reservation-status.ts';
import { useMoveReservation } from '../api/move-reservation.ts';
import { useHorecaTexts } from '../texts.ts';

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
  const { t } = useHorecaTexts();
  const status = useChangeStatus();
  const move = useMoveReservation();
  const [target, setTarget] = useState('');
  const tableNames = item.tableIds.map((id) => tables.find((table) => table.id === id)?.name ?? '?').join(' + ');
  const now = new Date();
  const subject = { status: item.status, startsAt: new Date(item.startsAt), updatedAt: new Date(item.updatedAt) };
  // The rules of core: no "no-show" before the start; a cancellation or no-show can be undone the same day.
  const next = nextStatuses(subject, now).filter((to) => !(to === 'confirmed' && CONFIRM_FIRST_STATUSES.includes(item.status)));
  const undo = canUndoStatus(subject, now);
  const setStatus = (to: ReservationStatus, done = t('horecaManager.statusChanged')) =>
    void run(() => status.mutateAsync({ id: item.id, status: to }), done);
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
      {/* min-w-0 and anywhere-wrapping: a long note without spaces wraps instead of widening the page. */}
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium">
          {item.time} · {item.name} · {t('horeca.persons', { count: item.partySize })}
        </span>
        <span className="text-sm [overflow-wrap:anywhere] text-zinc-500">
          {t('horecaManager.tables', { names: tableNames })} · {t(`horecaManager.sources.${item.source}`)}
          {item.phone ? ` · ${item.phone}` : ''}
          {item.note ? ` · “${item.note}”` : ''}
        </span>
      </div>
      <Badge tone={TONE[item.status]}>{t(`horeca.status.${item.status}`)}</Badge>
      <div className="flex flex-wrap gap-1">
        {next.map((to) => {
          const label = t('horecaManager.setStatus', { name: item.name, status: t(`horeca.status.${to}`) });
          const button = (
            <Button
              key={to}
              variant={CONFIRM_FIRST_STATUSES.includes(to) ? 'ghost' : 'secondary'}
              box={BUTTON_BOX_COMPACT}
              disabled={status.isPending}
              onClick={CONFIRM_FIRST_STATUSES.includes(to) ? undefined : () => setStatus(to)}
              aria-label={label}
            >
              {t(`horecaManager.actions.${to}`)}
            </Button>
          );
          return CONFIRM_FIRST_STATUSES.includes(to) ? (
            <ConfirmDialog
              key={to}
              trigger={button}
              title={t(`horecaManager.confirm.${to}.title`, { name: item.name, time: item.time })}
              description={t(`horecaManager.confirm.${to}.text`)}
              confirm={t(`horecaManager.confirm.${to}.yes`)}
              cancel={t('horecaManager.confirm.keep')}
              onConfirm={() => setStatus(to)}
            />
          ) : (
            button
          );
        })}
        {undo ? (
          <Button
            variant="secondary"
            box={BUTTON_BOX_COMPACT}
            disabled={status.isPending}
            onClick={() => setStatus('confirmed', t('horecaManager.undone'))}
            aria-label={t('horecaManager.undoLabel', { name: item.name, status: t(`horeca.status.${item.status}`) })}
          >
            {t('horecaManager.undo')}
          </Button>
        ) : null}
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
            box={BUTTON_BOX_COMPACT}
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
