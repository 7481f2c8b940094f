import { ASSISTANT_IDS, type AssistantCard, type AssistantId, type AssistantPage, assistantCard } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { Language } from '../../platform/language.ts';
import { findActivePlace } from '../../platform/place-access.ts';
import { loadAssistantConfig, modelChoiceOf } from './ai-settings.ts';

/** The name of the venue or coffeeshop behind an id, or a Dutch 404. */
async function placeName(ctx: ServiceContext, placeId: string): Promise<string> {
  try {
    return (await findActivePlace(ctx, 'venue', placeId)).name;
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  try {
    return (await findActivePlace(ctx, 'coffeeshop', placeId)).name;
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError('Deze zaak bestaat niet.');
    throw error;
  }
}

/** The card the side panel shows: public, in the request's language; on a place's page it names the place. */
export async function getAssistantCard(
  ctx: ServiceContext,
  id: string,
  query: { page?: AssistantPage | undefined; placeId?: string | undefined },
  language: Language,
  providers: { external: string | undefined; builtin: string },
): Promise<AssistantCard> {
  if (!(ASSISTANT_IDS as readonly string[]).includes(id)) throw new NotFoundError('Deze assistent bestaat niet.');
  // The admin's suggested questions and model choice (/admin/assistants, /admin/ai-control) count at once.
  const config = await loadAssistantConfig(ctx.db, id as AssistantId);
  const provider = providers.external && modelChoiceOf(config, true) === 'external' ? providers.external : providers.builtin;
  const card = assistantCard(id as AssistantId, query.page, language, provider, config?.suggestions ?? undefined);
  if (!query.placeId) return card;
  const name = await placeName(ctx, query.placeId);
  const about = language === 'en' ? `My answers are about ${name}.` : `Mijn antwoorden gaan over ${name}.`;
  return { ...card, welcome: `${card.welcome} ${about}` };
}
