import type { MyRoster } from '@platform/core';
import { CalendarPlus, Copy, KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useRenewMyCalendarLink } from '../api/me.ts';
import { useStaffPlannerTexts } from '../texts.ts';

/** My personal .ics link: copy, subscribe, or make a new one when the old one was shared (ADR 060). */
export function CalendarLink({ employment }: { employment: MyRoster['employments'][number] }) {
  const { t } = useStaffPlannerTexts();
  const renew = useRenewMyCalendarLink();
  return (
    <>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-60">
          <Field
            label={t('planner.mine.ics')}
            readOnly
            value={employment.icsUrl}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <Button
          variant="secondary"
          onClick={() =>
            navigator.clipboard
              .writeText(employment.icsUrl)
              .then(() => toast.success(t('planner.mine.copied')))
              .catch(() => toast.error(t('planner.mine.copyFailed')))
          }
        >
          <Copy className="h-4 w-4" aria-hidden="true" />
          {t('planner.mine.copy')}
        </Button>
        <a
          className="inline-flex items-center gap-1 px-2 py-2 text-sm text-brand underline"
          href={employment.icsUrl.replace(/^https?:/, 'webcal:')}
        >
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          {t('planner.mine.subscribe')}
        </a>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" disabled={renew.isPending}>
              <KeyRound className="h-4 w-4" aria-hidden="true" />
              {t('planner.mine.newLink')}
            </Button>
          }
          title={t('planner.mine.newLinkTitle')}
          description={t('planner.mine.newLinkText')}
          confirm={t('planner.mine.newLink')}
          cancel={t('app.cancel')}
          onConfirm={() =>
            renew.mutate(employment.employeeId, {
              onSuccess: () => toast.success(t('planner.mine.newLinkDone')),
              onError: (error) => toast.error(error.message),
            })
          }
        />
      </div>
      <p className="text-xs text-zinc-500">{t('planner.mine.icsNote')}</p>
    </>
  );
}
