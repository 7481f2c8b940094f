import { HOSPITALITY_ASSISTANTS } from '@platform/core';
import { CalendarCheck, ChefHat, Truck, Wine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { AskAssistantButton } from '../../assistant/index.ts';

const ASSISTANT_ICONS = { tastee: ChefHat, tablee: CalendarCheck, drinkee: Wine, feedee: Truck } as const;

/** The four hospitality assistants (spec section 1): icon in its colour, name, role, slogan, description, and a button to ask it. */
export function AssistantCards() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {HOSPITALITY_ASSISTANTS.map((assistant) => {
        const Icon = ASSISTANT_ICONS[assistant.id];
        return (
          <Card key={assistant.id} className="flex flex-col border-t-4" style={{ borderTopColor: assistant.color }}>
            <Icon className="mb-2 h-8 w-8" style={{ color: assistant.color }} aria-hidden="true" />
            <h3 className="text-lg font-semibold">{assistant.name}</h3>
            <p className="text-sm font-medium text-zinc-500">{assistant.role}</p>
            <p className="mt-2 text-sm italic">“{assistant.slogan}”</p>
            <p className="mt-2 flex-1 text-sm text-zinc-600 dark:text-zinc-400">{assistant.description}</p>
            <AskAssistantButton
              assistantId={assistant.id}
              context={{ brand: 'hospitality', page: 'general' }}
              className="mt-4 self-start"
            >
              {t('assistant.ask', { name: assistant.name })}
            </AskAssistantButton>
          </Card>
        );
      })}
    </div>
  );
}
