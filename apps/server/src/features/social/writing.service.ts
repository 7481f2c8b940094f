import {
  BUILTIN_PRODUCER,
  fitToLimit,
  networkNames,
  type PlaceKindName,
  POST_MAX_CHARS,
  type SocialWritingInput,
  SocialWritingInputSchema,
  type SocialWritingSuggestion,
  socialChecks,
  suggestRewrite,
  type WritingSource,
  writingLimit,
} from '@platform/core';
import { ValidationError } from '../../platform/errors.ts';
import { requireModule } from '../../platform/modules.ts';
import {
  type AssistantLimits,
  assertAssistantsOn,
  checkAssistantLimits,
  type PlaceWritingRun,
  writeForPlace,
} from '../assistant/index.ts';
import { loadGuidelines } from '../community/index.ts';
import { placeFacts } from '../sites/index.ts';
import { requireSocialAccess } from './social.service.ts';

/*
 * "Help me schrijven" in the composer (issue 20 item 6, ADR 078): the website generator's writing path (the
 * assistant's writeForPlace with the place's public facts from the sites feature), for a post on the chosen
 * networks. Nothing is stored; the suggestion comes back with the composer's two checks.
 */

/** What writing help needs beyond the request: the model (when configured), the budgets and the question limits. */
export interface SocialWritingRun extends PlaceWritingRun {
  clientAddress: string;
  limits: AssistantLimits;
}

export const PLACE_NOT_ONLINE =
  'De schrijfhulp schrijft uit de openbare gegevens van je zaak, en deze zaak staat (nog) niet online.';
export const NOTHING_TO_REWRITE =
  'Er is nu geen taalmodel beschikbaar, en zonder taalmodel herschrijft de schrijfhulp alleen wat de wetscheck voor coffeeshops afkeurt. Daarvan staat niets in je tekst: die kan zo blijven. Maak het tekstveld leeg voor een bericht uit de gegevens van je zaak.';

/** The longest text asked of the model: a post, not an article, even where a network takes 63 206 characters. */
const MODEL_TARGET_CHARS = 600;

function instruction(networks: SocialWritingInput['networks'], limit: number, improve: boolean): string {
  const length = Math.min(limit, MODEL_TARGET_CHARS);
  const task = improve
    ? 'Verbeter de tekst van de eigenaar tot een bericht: behoud de boodschap, maak hem helder en vriendelijk.'
    : 'Schrijf een bericht dat de zaak voorstelt.';
  return `Schrijf in het Nederlands een bericht voor ${networkNames(networks)} namens deze zaak, in de wij-vorm, van hoogstens ${length} tekens. ${task} Hoogstens twee hashtags.`;
}

/**
 * A suggested post text for a place: owners, admins and managers with the details right; the social-media module
 * in the place's plan; refused while the AI kill switch is on (503) and over the question limits (429). The model
 * writes while today's budgets have room; otherwise an empty text becomes a post from the place's data and a
 * written text the law check's own rewrite, or a Dutch refusal when it has nothing to change (422).
 */
export async function writingHelp(
  run: SocialWritingRun,
  kind: PlaceKindName,
  id: string,
  input: SocialWritingInput,
): Promise<SocialWritingSuggestion> {
  const { ctx } = run;
  const access = await requireSocialAccess(ctx, kind, id);
  await requireModule(ctx, kind, access.place.id, 'sociale-media');
  const values = SocialWritingInputSchema.parse(input);
  await assertAssistantsOn(ctx.db, run.budget);
  await checkAssistantLimits(ctx.db, run.limits, { kind: 'user', userId: access.actor.user.id }, run.clientAddress);
  const facts = await placeFacts(ctx, kind, access.place.id);
  if (!facts) throw new ValidationError(PLACE_NOT_ONLINE);
  const guidelines = await loadGuidelines(ctx);
  const limit = writingLimit(values.networks);
  const improve = values.text.length > 0;

  const written = await writeForPlace(run, {
    placeId: access.place.id,
    coffeeshop: kind === 'coffeeshop',
    instruction: instruction(values.networks, limit, improve),
    prompt: improve ? `${facts.lines}\n\nTekst van de eigenaar:\n${values.text}` : facts.lines,
    maxOutputTokens: 500,
    maxChars: POST_MAX_CHARS,
  });
  let draft: { text: string; source: WritingSource; producedBy: string };
  if (written) draft = { text: written.text, source: 'assistant', producedBy: written.producedBy };
  else if (!improve) draft = { text: facts.intro, source: 'data', producedBy: BUILTIN_PRODUCER };
  else {
    const rewrite = suggestRewrite(values.text, guidelines);
    if (kind !== 'coffeeshop' || rewrite.notes.length === 0) {
      throw new ValidationError(NOTHING_TO_REWRITE, [{ path: ['text'], message: NOTHING_TO_REWRITE }]);
    }
    draft = { text: rewrite.text, source: 'rewrite', producedBy: BUILTIN_PRODUCER };
  }

  const fitted = fitToLimit(draft.text, limit);
  return {
    text: fitted.text,
    source: draft.source,
    producedBy: draft.producedBy,
    limit,
    shortened: fitted.shortened,
    checks: socialChecks(fitted.text, kind, values.networks, guidelines),
  };
}
