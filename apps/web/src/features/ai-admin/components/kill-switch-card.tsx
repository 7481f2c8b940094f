import type { AiControl } from '@platform/core';
import { Power } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useKillSwitch } from '../api/ai-control.ts';
import { useAiAdminTexts } from '../texts.ts';

/** The kill switch: on, no assistant answers from the next question on. Switching off asks first. */
export function KillSwitchCard({ control }: { control: AiControl }) {
  const { t } = useAiAdminTexts();
  const toggle = useKillSwitch();
  const [confirming, setConfirming] = useState(false);
  const change = (on: boolean) =>
    toggle.mutate(
      { on },
      {
        onSuccess: () => toast.success(t(on ? 'aiAdmin.kill.switchedOff' : 'aiAdmin.kill.switchedOn')),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <Card className="flex flex-col gap-3" aria-labelledby="kill-switch-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="kill-switch-title" className="text-xl font-semibold">
          {t('aiAdmin.kill.title')}
        </h2>
        <Badge tone={control.killSwitch ? 'danger' : 'brand'} role="status">
          {t(control.killSwitch ? 'aiAdmin.kill.off' : 'aiAdmin.kill.on')}
        </Badge>
      </div>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('aiAdmin.kill.help')}</p>
      <div>
        {control.killSwitch ? (
          <Button onClick={() => change(false)} disabled={toggle.isPending} aria-busy={toggle.isPending}>
            <Power className="h-4 w-4" aria-hidden="true" />
            {t('aiAdmin.kill.turnOn')}
          </Button>
        ) : (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button variant="danger" disabled={toggle.isPending} aria-busy={toggle.isPending}>
                <Power className="h-4 w-4" aria-hidden="true" />
                {t('aiAdmin.kill.turnOff')}
              </Button>
            }
            title={t('aiAdmin.kill.confirmTitle')}
            description={t('aiAdmin.kill.confirmText')}
            confirm={t('aiAdmin.kill.confirm')}
            cancel={t('app.cancel')}
            onConfirm={() => change(true)}
          />
        )}
      </div>
    </Card>
  );
}
