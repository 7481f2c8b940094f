import type { PlaceKindName, PlannerEmployee } from '@platform/core';
import { KeyRound } from 'lucide-react';
import { BUTTON_BOX_COMPACT, Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useRenewEmployeeCalendarLink } from '../api/employees.ts';
import { useStaffPlannerTexts } from '../texts.ts';

/** The manager's "Nieuwe link maken" for an employee (ADR 060): the old link stops, the new one is mailed to them. */
export function RenewLinkButton({
  kind,
  placeId,
  employee,
}: {
  kind: PlaceKindName;
  placeId: string;
  employee: PlannerEmployee;
}) {
  const { t } = useStaffPlannerTexts();
  const renew = useRenewEmployeeCalendarLink(kind, placeId);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" box={BUTTON_BOX_COMPACT} disabled={renew.isPending}>
          <KeyRound className="h-4 w-4" aria-hidden="true" />
          {t('planner.employee.newLink', { name: employee.name })}
        </Button>
      }
      title={t('planner.employee.newLinkTitle')}
      description={t('planner.employee.newLinkText', { name: employee.name })}
      confirm={t('planner.mine.newLink')}
      cancel={t('app.cancel')}
      onConfirm={() =>
        renew.mutate(employee.id, {
          onSuccess: ({ mailed }) =>
            toast.success(
              mailed
                ? t('planner.employee.newLinkMailed', { name: employee.name })
                : t('planner.employee.newLinkNoMail', { name: employee.name }),
            ),
          onError: (error) => toast.error(error.message),
        })
      }
    />
  );
}
