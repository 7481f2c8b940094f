import type { MyRoster } from '@platform/core';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Form, FormField, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequestShiftChange } from '../api/me.ts';
import { useStaffPlannerTexts } from '../texts.ts';

type Shift = MyRoster['shifts'][number];

/** A colleague is chosen from a list ('' for none); a swap needs one. */
const RequestFormSchema = z
  .object({ kind: z.enum(['swap', 'giveaway']), toEmployeeId: z.string(), note: z.string() })
  .refine((v) => v.kind !== 'swap' || v.toEmployeeId !== '', { path: ['toEmployeeId'], message: 'Kies met wie je wilt ruilen.' })
  .transform((v) => ({ ...v, toEmployeeId: v.toEmployeeId || null }));
export type Employment = MyRoster['employments'][number];

/** Asks the manager to swap or give away one of my shifts. */
export function RequestDialog({ shift, employment, onClose }: { shift: Shift; employment: Employment; onClose(): void }) {
  const { t } = useStaffPlannerTexts();
  const ask = useRequestShiftChange();
  const form = useZodForm(RequestFormSchema, { kind: 'swap', toEmployeeId: '', note: '' });
  const kind = form.watch('kind');
  const submit = async (body: z.output<typeof RequestFormSchema>) => {
    await ask.mutateAsync({ shiftId: shift.id, body });
    toast.success(t('planner.mine.requested'));
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('planner.mine.requestTitle')}
      description={`${formatCalendarDay(shift.date)} ${shift.start}–${shift.end}, ${shift.placeName}`}
    >
      <Form form={form} onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <FormSelect name="kind" label={t('planner.mine.requestKind')}>
          <option value="swap">{t('planner.mine.swap')}</option>
          <option value="giveaway">{t('planner.mine.giveaway')}</option>
        </FormSelect>
        {kind === 'swap' ? (
          <FormSelect name="toEmployeeId" label={t('planner.mine.colleague')}>
            <option value="">{t('planner.mine.chooseColleague')}</option>
            {employment.colleagues.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </FormSelect>
        ) : null}
        <FormField name="note" label={t('planner.mine.note')} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <SubmitButton pending={form.formState.isSubmitting}>{t('planner.mine.send')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
