import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { BUTTON_BOX_SMALL, buttonClass } from './button.tsx';
import { CONTENT_CLASS, OVERLAY_CLASS } from './dialog.tsx';

/**
 * Asks before a change that is hard to take back; "confirm" runs the change. Either a `trigger`
 * opens it, or the caller drives it with `open`/`onOpenChange` (e.g. after validating a form).
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirm,
  cancel,
  onConfirm,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  title: string;
  description?: string;
  confirm: string;
  cancel: string;
  onConfirm(): void;
}) {
  return (
    <AlertDialog.Root {...(open === undefined ? {} : { open })} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={OVERLAY_CLASS} />
        <AlertDialog.Content className={CONTENT_CLASS} {...(description ? {} : { 'aria-describedby': undefined })}>
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="mt-2 text-sm text-zinc-600 dark:text-zinc-300">
              {description}
            </AlertDialog.Description>
          ) : null}
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary', undefined, BUTTON_BOX_SMALL)}>{cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('danger', undefined, BUTTON_BOX_SMALL)} onClick={onConfirm}>
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
