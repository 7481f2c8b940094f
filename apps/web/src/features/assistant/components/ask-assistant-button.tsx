import type { AssistantContext, AssistantId } from '@platform/core';
import { MessageCircle } from 'lucide-react';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { openAssistant } from '../state/assistant-store.ts';

/** A button on a page that opens the panel with one assistant and this page's context (e.g. "Vraag het Tablee"). */
export function AskAssistantButton({
  assistantId,
  context,
  message,
  children,
  variant = 'secondary',
  box,
  className,
}: {
  assistantId: AssistantId;
  context: Omit<AssistantContext, 'path'>;
  message?: string;
  children: React.ReactNode;
  variant?: 'primary' | 'secondary';
  /** Corners, padding and text size, replacing the button's default (see buttonClass). */
  box?: string;
  className?: string;
}) {
  const { pathname } = useLocation();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={buttonClass(variant, className, box)}
      onClick={() =>
        openAssistant({ assistantId, context: { ...context, path: pathname.slice(0, 300) }, ...(message ? { message } : {}) })
      }
    >
      <MessageCircle className="h-4 w-4" aria-hidden="true" />
      {children}
    </button>
  );
}
