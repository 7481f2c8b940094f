import { isReadOnlyRole } from '@platform/core';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { useAuth } from '../auth-provider.tsx';

/**
 * Whether the signed-in account may only look (role demo) and, if so, the reason
 * to show beside disabled controls. The server refuses the writes anyway.
 */
export function useReadOnly(): { readOnly: boolean; reason: string } {
  const { t } = useTranslation();
  const { role } = useAuth();
  return { readOnly: isReadOnlyRole(role), reason: t('readOnly.demo') };
}

/** The reason the controls below are disabled, once per page area; nothing for accounts that may write. */
export function ReadOnlyNotice({ className }: { className?: string }) {
  const { readOnly, reason } = useReadOnly();
  if (!readOnly) return null;
  return (
    <p
      role="note"
      className={cn(
        'flex items-start gap-2 rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-950/40 dark:text-sky-100',
        className,
      )}
    >
      <Eye className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {reason}
    </p>
  );
}

/**
 * Wraps a form or a group of write controls: for a read-only account every
 * nested control is disabled at once (a disabled fieldset), with the reason as
 * its tooltip. Links inside stay links; hide secret ones yourself.
 */
export function ReadOnlyFieldset({
  children,
  className,
  disabled: applies = true,
}: {
  children: ReactNode;
  className?: string;
  /** false: this part writes nothing to the server (device settings), so it stays usable. */
  disabled?: boolean;
}) {
  const { readOnly: role, reason } = useReadOnly();
  const readOnly = role && applies;
  return (
    <fieldset disabled={readOnly} title={readOnly ? reason : undefined} className={cn('m-0 min-w-0 border-0 p-0', className)}>
      {children}
    </fieldset>
  );
}
