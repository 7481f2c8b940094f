import { HOSPITALITY_ASSISTANTS } from '@platform/core';
import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useBrand } from '../../brand/index.ts';
import { assistantForRoute } from '../lib/route-context.ts';
import { openAssistant, setPanelView, usePanelState } from '../state/assistant-store.ts';

const HOSPITALITY = new Set<string>(HOSPITALITY_ASSISTANTS.map((assistant) => assistant.id));
export const ASSISTANT_BUTTON_ID = 'assistant-button';

/** The header's AI button (spec §2): opens the assistant of this page, or closes the open panel. */
export function AssistantButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { brand } = useBrand();
  const { view, place, target } = usePanelState();
  const last = target?.assistantId;
  const picked = last && HOSPITALITY.has(last) ? last : undefined;
  return (
    <button
      type="button"
      id={ASSISTANT_BUTTON_ID}
      className={buttonClass('ghost', 'px-1.5! sm:px-2!')}
      aria-haspopup="dialog"
      aria-expanded={view === 'open'}
      aria-label={t('assistant.openButton')}
      onClick={() => {
        if (view === 'open') setPanelView('closed');
        else openAssistant(assistantForRoute({ pathname, brand, place, picked }));
      }}
    >
      <Bot className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
