import type { PlaceKindName, WebhookDelivery } from '@platform/core';
import { Badge } from '../../../components/ui/badge.tsx';
import { BUTTON_BOX_SMALL, Button } from '../../../components/ui/button.tsx';
import { TableCell, TableHead, TableRow } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useResendDelivery } from '../api/webhook-mutations.ts';
import { useIntegrationsTexts } from '../texts.ts';
import { cell, EmptyNote, ManagementTable, rowClass } from './management-table.tsx';

const TONE = { pending: 'warning', delivered: 'brand', failed: 'danger' } as const;

/** The latest deliveries: event, address, status, attempts, response code; resend any of them. */
export function DeliveryLog({
  deliveries,
  kind,
  placeId,
}: {
  deliveries: WebhookDelivery[];
  kind: PlaceKindName;
  placeId: string;
}) {
  const { t } = useIntegrationsTexts();
  const resend = useResendDelivery(kind, placeId);
  if (deliveries.length === 0) return <EmptyNote>{t('integrations.deliveries.empty')}</EmptyNote>;
  const columns = ['event', 'url', 'status', 'attempts', 'code', 'time', 'actions'] as const;
  return (
    <ManagementTable headings={columns.map((column) => t(`integrations.deliveries.columns.${column}`))}>
      {deliveries.map((delivery) => (
        <TableRow key={delivery.id} className={rowClass}>
          <TableHead scope="row" className={`${cell} text-left font-mono font-normal`}>
            {delivery.eventType}
          </TableHead>
          <TableCell className={`${cell} max-w-56 break-all font-mono text-xs`}>{delivery.url}</TableCell>
          <TableCell className={cell}>
            <Badge tone={TONE[delivery.status]}>{t(`integrations.deliveries.status.${delivery.status}`)}</Badge>
            {delivery.nextAttemptAt ? (
              <span className="block text-xs text-zinc-500">
                {t('integrations.deliveries.next', { time: formatDate(delivery.nextAttemptAt, true) })}
              </span>
            ) : null}
            {delivery.lastError && delivery.status !== 'delivered' ? (
              <span className="block text-xs text-red-700 dark:text-red-300">{delivery.lastError}</span>
            ) : null}
          </TableCell>
          <TableCell className={cell}>{delivery.attempts}</TableCell>
          <TableCell className={cell}>{delivery.responseCode ?? '–'}</TableCell>
          <TableCell className={cell}>{formatDate(delivery.deliveredAt ?? delivery.createdAt, true)}</TableCell>
          <TableCell className={cell}>
            <Button
              variant="secondary"
              box={BUTTON_BOX_SMALL}
              disabled={resend.isPending}
              onClick={() =>
                resend.mutate(delivery.id, {
                  onSuccess: () => toast.success(t('integrations.deliveries.resent')),
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              {t('integrations.deliveries.resend')}
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </ManagementTable>
  );
}
