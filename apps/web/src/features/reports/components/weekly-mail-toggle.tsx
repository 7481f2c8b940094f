import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { toast } from '../../../lib/toast.ts';
import { useReadOnly } from '../../auth/index.ts';
import { useWeeklyMail } from '../api/get-weekly-mail.ts';
import { useSetWeeklyMail } from '../api/set-weekly-mail.ts';
import { useReportsTexts } from '../texts.ts';

/** The owner's opt-in for the weekly summary e-mail (Monday 08:00, last week beside the week before). */
export function WeeklyMailToggle() {
  const { t } = useReportsTexts();
  const setting = useWeeklyMail();
  const change = useSetWeeklyMail();
  const { readOnly } = useReadOnly();
  const enabled = change.isPending ? Boolean(change.variables?.enabled) : Boolean(setting.data?.enabled);
  return (
    <Card className="flex flex-col gap-1">
      <Checkbox
        label={t('reports.weekly.label')}
        checked={enabled}
        disabled={readOnly || setting.isPending || setting.isError || change.isPending}
        onChange={(event) =>
          change.mutate(
            { enabled: event.target.checked },
            {
              onSuccess: (result) => toast.success(t(result.enabled ? 'reports.weekly.on' : 'reports.weekly.off')),
              onError: (error) => toast.error(error instanceof Error ? error.message : String(error)),
            },
          )
        }
      />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {setting.isError ? t('reports.weekly.loadError') : t('reports.weekly.help')}
      </p>
    </Card>
  );
}
