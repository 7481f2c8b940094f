import { useTranslation } from 'react-i18next';
import { BUTTON_BOX_SMALL, Button } from '../../../components/ui/button.tsx';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import type { PendingApproval } from '../lib/message-parts.ts';

interface BookingInput {
  date?: string;
  time?: string;
  partySize?: number;
}

interface ChangeInput {
  product?: string;
  stock?: number;
  name?: string;
  price?: number;
  topic?: string;
}

/** What the action would do, in words: a booking names its day, time and party; another action its name. */
function ApprovalText({ approval }: { approval: PendingApproval }) {
  const { t } = useTranslation();
  if (approval.toolName === 'bookTable') {
    const input = (approval.input ?? {}) as BookingInput;
    return (
      <p>
        {t('assistant.approval.bookTable', {
          date: input.date ? formatDate(`${input.date}T12:00:00`) : '?',
          time: input.time ?? '?',
          count: input.partySize ?? 0,
        })}
      </p>
    );
  }
  const input = (approval.input ?? {}) as ChangeInput;
  if (approval.toolName === 'changeStock') {
    return <p>{t('assistant.approval.changeStock', { product: input.product ?? '?', stock: input.stock ?? '?' })}</p>;
  }
  if (approval.toolName === 'draftMenuItem') {
    return (
      <p>
        {t('assistant.approval.draftMenuItem', {
          name: input.name ?? '?',
          price: typeof input.price === 'number' ? formatEuro(input.price) : '?',
        })}
      </p>
    );
  }
  if (approval.toolName === 'draftPost') {
    return <p>{t('assistant.approval.draftPost', { topic: input.topic ?? '?' })}</p>;
  }
  return <p>{t('assistant.approval.generic', { name: approval.toolName })}</p>;
}

/** A change the assistant wants to make waits here for "Bevestigen" or "Annuleren" (AI SDK tool approval). */
export function ToolApproval({ approval, onAnswer }: { approval: PendingApproval; onAnswer(approved: boolean): void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-zinc-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-zinc-100">
      <legend className="font-medium">{t('assistant.approval.title')}</legend>
      <ApprovalText approval={approval} />
      <div className="mt-2 flex gap-2">
        <Button box={BUTTON_BOX_SMALL} onClick={() => onAnswer(true)}>
          {t('assistant.approval.confirm')}
        </Button>
        <Button variant="secondary" box={BUTTON_BOX_SMALL} onClick={() => onAnswer(false)}>
          {t('assistant.approval.cancel')}
        </Button>
      </div>
    </fieldset>
  );
}
