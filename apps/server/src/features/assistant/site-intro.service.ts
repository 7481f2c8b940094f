import type { LanguageModelV4 } from '@ai-sdk/provider';
import { generateText } from 'ai';
import type { AiBudget } from '../../config.ts';
import type { ServiceContext } from '../../context.ts';
import { modelWithinBudget, recordUsage } from './token-budget.ts';

/** What the website generator's "help me write" needs from the assistant (ADR 059). */
export interface SiteIntroRun {
  ctx: ServiceContext;
  external: LanguageModelV4 | undefined;
  budget: AiBudget;
}

const SHOP_RULES =
  'Geen reclame of aanprijzing, geen producten, prijzen, kortingen of acties, geen oproep tot gebruik (art. 3b Opiumwet).';

/**
 * An intro text for a place's generated website from the configured model, within the day's token budget;
 * null when no model is configured or the budget is spent, so the caller builds the text from the place's data.
 */
export async function writeSiteIntro(
  run: SiteIntroRun,
  placeId: string,
  facts: string,
  coffeeshop: boolean,
): Promise<{ text: string; producedBy: string } | null> {
  const model = await modelWithinBudget(run.ctx.db, run.budget, run.external, placeId);
  if (!model) return null;
  const system = `Schrijf in het Nederlands een warme, feitelijke introductie (hoogstens 90 woorden) voor de website van deze zaak. Gebruik alleen de gegeven feiten, verzin niets. ${coffeeshop ? SHOP_RULES : ''} Alleen de tekst.`;
  const result = await generateText({ model, system, prompt: facts, maxOutputTokens: 400 });
  await recordUsage(run.ctx.db, placeId, result.totalUsage.totalTokens ?? 0);
  const text = result.text.trim();
  return text ? { text: text.slice(0, 1200), producedBy: `taalmodel ${model.provider}/${model.modelId}` } : null;
}
