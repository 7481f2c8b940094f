import { BlockFormSchema, type ManagerDay, WalkInFormSchema, type WalkInInput } from '@platform/core';
import type { z } from 'zod';
import { BUTTON_BOX_COMPACT, Button } from '../../../components/ui/button.tsx';
import { Form, FormField, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddBlock } from '../api/add-block.ts';
import { useRemoveBlock } from '../api/remove-block.ts';
import { useWalkIn } from '../api/walk-in.ts';
import { useHorecaTexts } from '../texts.ts';

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

function TableOptions({ day }: { day: ManagerDay }) {
  const { t } = useHorecaTexts();
  return day.tables.map((item) => (
    <option key={item.id} value={item.id}>
      {t('horecaManager.tableOption', { name: item.name, seats: item.seats, area: item.area })}
    </option>
  ));
}

/** Guests at the door: seated now, at the chosen table or the best free fit. */
export function WalkInForm({ day }: { day: ManagerDay }) {
  const { t } = useHorecaTexts();
  const walkIn = useWalkIn(day.venue.id);
  const form = useZodForm(WalkInFormSchema, { partySize: '2', name: '', tableId: '' });
  const submit = async (input: WalkInInput) => {
    await walkIn.mutateAsync(input);
    toast.success(t('horecaManager.walkInAdded'));
    form.setValue('name', '');
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="walkin-title">
      <h2 id="walkin-title" className="text-lg font-semibold">
        {t('horecaManager.walkIn')}
      </h2>
      <FormField name="partySize" label={t('horeca.partySize')} type="number" min={1} max={50} />
      <FormField name="name" label={t('horecaManager.walkInName')} />
      <FormSelect name="tableId" label={t('horecaManager.table')}>
        <option value="">{t('horecaManager.bestFit')}</option>
        <TableOptions day={day} />
      </FormSelect>
      <div>
        <Button type="submit" disabled={walkIn.isPending}>
          {t('horecaManager.seatNow')}
        </Button>
      </div>
    </Form>
  );
}

/** Blocks a table or the whole venue for a time (a private party, a closed terrace), and lists the day's blocks. */
export function BlockForm({ day }: { day: ManagerDay }) {
  const { t } = useHorecaTexts();
  const add = useAddBlock(day.venue.id);
  const remove = useRemoveBlock();
  const form = useZodForm(BlockFormSchema, { tableId: '', from: '17:00', to: '19:00', reason: '' });
  const submit = async (input: z.output<typeof BlockFormSchema>) => {
    await add.mutateAsync({ ...input, date: day.date });
    toast.success(t('horecaManager.blockAdded'));
    form.setValue('reason', '');
  };
  return (
    <div className="flex flex-col gap-3">
      <Form form={form} onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="block-title">
        <h2 id="block-title" className="text-lg font-semibold">
          {t('horecaManager.block')}
        </h2>
        <FormSelect name="tableId" label={t('horecaManager.table')}>
          <option value="">{t('horecaManager.wholeVenue')}</option>
          <TableOptions day={day} />
        </FormSelect>
        <div className="grid grid-cols-2 gap-3">
          <FormField name="from" label={t('horecaManager.from')} type="time" step={900} />
          <FormField name="to" label={t('horecaManager.to')} type="time" step={900} />
        </div>
        <FormField name="reason" label={t('horecaManager.reason')} />
        <div>
          <Button type="submit" variant="secondary" disabled={add.isPending}>
            {t('horecaManager.addBlock')}
          </Button>
        </div>
      </Form>
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
                box={BUTTON_BOX_COMPACT}
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
