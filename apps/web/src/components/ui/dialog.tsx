import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export const OVERLAY_CLASS = 'fixed inset-0 z-40 bg-black/40';
export const CONTENT_CLASS =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl dark:bg-zinc-900';

/**
 * A modal dialog (Radix): focus is trapped inside and returns to the trigger, Escape closes it,
 * and the title names it for screen readers. Pass `trigger`, or drive it with `open`/`onOpenChange`.
 */
export function Dialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  title: string;
  description?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <DialogPrimitive.Root {...(open === undefined ? {} : { open })} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={OVERLAY_CLASS} />
        <DialogPrimitive.Content
          className={cn(CONTENT_CLASS, className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-2 text-sm text-zinc-600 dark:text-zinc-300">
              {description}
            </DialogPrimitive.Description>
          ) : null}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Closes the surrounding Dialog; wrap a Button in it. */
export const DialogClose = DialogPrimitive.Close;
