import type { ManagerDay } from '@platform/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useAddBlock } from '../api/add-block.ts';
import { useRemoveBlock } from '../api/remove-block.ts';
import { useWalkIn } from '../api/walk-in.ts';

async function attempt(action: () => Promise<unknown>, done: string) {
  try {
    await action();
    toast.success(done);
    return true;
  } catch (error) {
    toast.error((error as Error).message);
    return false;
  }
}

/** Guests at the door: seated now, at the chosen table or the best free fit. */
export function WalkInForm({ day }: { day: ManagerDay }) {
  const { t } = useTranslation();
  const walkIn = useWalkIn(day.venue.id);
  const [partySize, setPartySize] = useState(2);
  const [name, setName] = useState('');
  const [table, setTable] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    const ok = await attempt(
      () => walkIn.mutateAsync({ partySize, name: name || 'Walk-in', ...(table ? { tableIds: [table] } : {}) }),
      t('horecaManager.walkInAdded'),
    );
    if (ok) setName('');
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="walkin-title">
      <h2 id="walkin-title" className="text-lg font-semibold">
        {t('horecaManager.walkIn')}
      </h2>
      <Field
        label={t('horeca.partySize')}
        type="number"
        min={1}
        max={50}
        value={partySize}
        onChange={(e) => setPartySize(Number(e.target.value))}
      />
      <Field label={t('horecaManager.walkInName')} value={name} onChange={(e) => setName(e.target.value)} />
      <SelectField label={t('horecaManager.table')} value={table} onChange={(e) => setTable(e.target.value)}>
        <option value="">{t('horecaManager.bestFit')}</option>
        {day.tables.map((item) => (
          <option key={item.id} value={item.id}>
            {t('horecaManager.tableOption', { name: item.name, seats: item.seats, area: item.area })}
          </option>
        ))}
      </SelectField>
      <div>
        <Button type="submit" disabled={walkIn.isPending}>
          {t('horecaManager.seatNow')}
        </Button>
      </div>
    </form>
  );
}

/** Blocks a table or the whole venue for a time (a private party, a closed terrace), and lists the day's blocks. */
export function BlockForm({ day }: { day: ManagerDay }) {
  const { t } = useTranslation();
  const add = useAddBlock(day.venue.id);
  const remove = useRemoveBlock();
  const [table, setTable] = useState('');
  const [from, setFrom] = useState('17:00');
  const [to, setTo] = useState('19:00');
  const [reason, setReason] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    const ok = await attempt(
      () => add.mutateAsync({ tableId: table || null, date: day.date, from, to, reason }),
      t('horecaManager.blockAdded'),
    );
    if (ok) setReason('');
  }
  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="block-title">
        <h2 id="block-title" className="text-lg font-semibold">
          {t('horecaManager.block')}
        </h2>
        <SelectField label={t('horecaManager.table')} value={table} onChange={(e) => setTable(e.target.value)}>
          <option value="">{t('horecaManager.wholeVenue')}</option>
          {day.tables.map((item) => (
            <option key={item.id} value={item.id}>
              {t('horecaManager.tableOption', { name: item.name, seats: item.seats, area: item.area })}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('horecaManager.from')} type="time" step={900} value={from} onChange={(e) => setFrom(e.target.value)} />
          <Field label={t('horecaManager.to')} type="time" step={900} value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <Field label={t('horecaManager.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
        <div>
          <Button type="submit" variant="secondary" disabled={add.isPending}>
            {t('horecaManager.addBlock')}
          </Button>
        </div>
      </form>
      {day.blocks.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {day.blocks.map((block) => (
            <li key={block.id} className="flex items-center justify-between gap-2">
              <span>
                {formatDate(block.startsAt, true)} –{' '}
                {block.tableId ? day.tables.find((item) => item.id === block.tableId)?.name : t('horecaManager.wholeVenue')}:{' '}
                {block.reason}
              </span>
              <Button
                variant="ghost"
                className="px-2 py-1"
                onClick={() => void attempt(() => remove.mutateAsync(block.id), t('horecaManager.blockRemoved'))}
              >
                {t('horecaManager.removeBlock')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
