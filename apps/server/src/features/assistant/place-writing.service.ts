import type { LanguageModelV4 } from '@ai-sdk/provider';
import { generateText } from 'ai';
import type { AiBudget } from '../../config.ts';
import type { ServiceContext } from '../../context.ts';
import { loadAiSettings } from './ai-settings.ts';
import { modelWithinBudget, recordUsage } from './token-budget.ts';

/**
 * The one writing path for a place's own texts (ADR 059, ADR 078): the website generator's intro and the social
 * manager's posts. The configured model writes from the place's facts only, within the admin's token budgets
 * (platform and place) and never while the kill switch is on; callers build their text from the place's data when
 * it answers null.
 */
export interface PlaceWritingRun {
  ctx: ServiceContext;
  external: LanguageModelV4 | undefined;
  budget: AiBudget;
}

export interface PlaceWritingTask {
  placeId: string;
  coffeeshop: boolean;
  /** What to write, in Dutch, for the system prompt; the place's rules are added here. */
  instruction: string;
  /** The place's facts (and the owner's text to improve): nothing else may end up in the text. */
  prompt: string;
  maxOutputTokens: number;
  /** The longest text kept (characters). */
  maxChars: number;
}

const SHOP_RULES =
  'Geen reclame of aanprijzing, geen producten, prijzen, kortingen of acties, geen oproep tot gebruik (art. 3b Opiumwet).';

/** The model's text for the place, with who wrote it; null without a model, with the kill switch on, or over budget. */
export async function writeForPlace(
  run: PlaceWritingRun,
  task: PlaceWritingTask,
): Promise<{ text: string; producedBy: string } | null> {
  const settings = await loadAiSettings(run.ctx.db, run.budget);
  const model = await modelWithinBudget(run.ctx.db, settings, run.external, task.placeId);
  if (!model) return null;
  const system = `${task.instruction} Gebruik alleen de gegeven feiten, verzin niets. ${task.coffeeshop ? SHOP_RULES : ''} Alleen de tekst.`;
  const result = await generateText({ model, system, prompt: task.prompt, maxOutputTokens: task.maxOutputTokens });
  await recordUsage(run.ctx.db, task.placeId, result.totalUsage.totalTokens ?? 0);
  const text = result.text.trim();
  return text ? { text: text.slice(0, task.maxChars), producedBy: `taalmodel ${model.provider}/${model.modelId}` } : null;
}

/** An intro text for a place's generated website (ADR 059), or null: the generator then builds one from the data. */
export function writeSiteIntro(run: PlaceWritingRun, placeId: string, facts: string, coffeeshop: boolean) {
  return writeForPlace(run, {
    placeId,
    coffeeshop,
    instruction:
      'Schrijf in het Nederlands een warme, feitelijke introductie (hoogstens 90 woorden) voor de website van deze zaak.',
    prompt: facts,
    maxOutputTokens: 400,
    maxChars: 1200,
  });
}
