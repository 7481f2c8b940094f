import type { LanguageModelV4 } from '@ai-sdk/provider';
import {
  AI_CONTENT_WORDS,
  type AiContentDraft,
  type AiContentRequest,
  AiContentRequestSchema,
  type AiContentSave,
  type AiContentSaved,
  AiContentSaveSchema,
  type AiContentValues,
  BUILTIN_PRODUCER,
  draftTextToHtml,
  EVENT_DRAFT_SAVE_MESSAGE,
  htmlToText,
  isId,
  splitModelDraft,
} from '@platform/core';
import { generateText } from 'ai';
import type { AiBudget } from '../../config.ts';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import {
  type AssistantLimits,
  assertAssistantsOn,
  checkAssistantLimits,
  modelWithinBudget,
  recordUsage,
} from '../assistant/index.ts';
import { blockUnlessPasses, checkPost, createPlatformPost, requireEditor, sanitizeRichText } from '../content/index.ts';
import * as q from './ai-content.queries.ts';
import { builtinDraft } from './builtin-writer.ts';

export const DRAFT_NOT_FOUND = 'Dit AI-concept bestaat niet.';
export const DRAFT_ALREADY_SAVED = 'Dit AI-concept is al opgeslagen.';
export const NO_FACTS_MESSAGE =
  'Het platform heeft geen gegevens over dit onderwerp. Noem een plaats, soort, evenement of regel.';

/** What a draft needs beyond the request: the model (when configured), the budgets and the question limits. */
export interface AiContentRun {
  ctx: ServiceContext;
  clientAddress: string;
  external: LanguageModelV4 | undefined;
  budget: AiBudget;
  limits: AssistantLimits;
}

const KIND_WORDS: Record<AiContentValues['kind'], string> = {
  blog: 'een blogbericht',
  news: 'een nieuwsbericht',
  event: 'de beschrijving van een evenement',
  page: 'de tekst van een informatieve webpagina',
};

const BRAND_RULES: Record<AiContentValues['brand'], string> = {
  cannabis:
    'Het is een Nederlands coffeeshopplatform: schrijf feitelijk en informatief. Geen reclame of aanprijzing, geen prijzen, kortingen of acties, geen gezondheidsclaims of medische beloftes, geen oproep tot gebruik (art. 3b Opiumwet, Tabaks- en rookwarenwet).',
  hospitality:
    'Het is een Nederlands horecaplatform: schrijf feitelijk en vriendelijk, zonder verzonnen feiten, prijzen of beloftes.',
};

function instructions(values: AiContentValues): string {
  return [
    `Schrijf in het Nederlands ${KIND_WORDS[values.kind]} van ongeveer ${AI_CONTENT_WORDS[values.length]} woorden, in een ${values.tone}e toon.`,
    BRAND_RULES[values.brand],
    'Eerste regel: alleen de titel. Daarna de tekst in alinea’s, gescheiden door een lege regel; een tussenkop staat op een eigen regel. Geen markdown, geen inleiding over jezelf.',
  ].join(' ');
}

const producerOf = (model: LanguageModelV4) => `taalmodel ${model.provider}/${model.modelId}`;

/** The text from the model (its tokens counted in today's budget), or from the built-in writer's facts. */
async function write(run: AiContentRun, values: AiContentValues, model: LanguageModelV4 | undefined) {
  if (model) {
    const result = await generateText({
      model,
      system: instructions(values),
      prompt: [`Onderwerp: ${values.topic}`, values.keywords.length ? `Trefwoorden: ${values.keywords.join(', ')}` : ''].join(
        '\n',
      ),
      maxOutputTokens: 1200,
    });
    await recordUsage(run.ctx.db, undefined, result.totalUsage.totalTokens ?? 0);
    const { title, body } = splitModelDraft(result.text, values.topic);
    return {
      title,
      summary: '',
      text: body,
      notes: [`Geschreven door ${producerOf(model)}`],
      producedBy: producerOf(model),
      builtin: false,
    };
  }
  const draft = await builtinDraft(run.ctx, values);
  if (!draft) throw new ValidationError(NO_FACTS_MESSAGE, [{ path: ['topic'], message: NO_FACTS_MESSAGE }]);
  return { ...draft, producedBy: BUILTIN_PRODUCER, builtin: true };
}

export function toDraft(row: q.DraftRow): AiContentDraft {
  return {
    id: row.id,
    kind: row.kind,
    brand: row.brand,
    topic: row.topic,
    tone: row.tone,
    length: row.length,
    keywords: row.keywords,
    title: row.title,
    summary: row.summary,
    body: row.body,
    notes: row.notes,
    producedBy: row.producedBy,
    builtin: row.builtin,
    compliance: {
      checked: row.complianceChecked,
      passes: row.compliancePasses,
      score: row.complianceScore,
      reasons: row.complianceReasons,
    },
    savedPostId: row.savedPostId,
    savedAt: row.savedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    authorName: row.authorName,
  };
}

/**
 * A new draft: editors only; refused while the AI kill switch is on (503) and over the question limits (429);
 * the model while today's token budget has room, else the built-in writer. The draft is checked and kept in the
 * history with the check's verdict, whatever it says (saving is what the check blocks).
 */
export async function generateDraft(run: AiContentRun, input: AiContentRequest): Promise<AiContentDraft> {
  const actor = requireEditor(run.ctx);
  const values = AiContentRequestSchema.parse(input);
  const settings = await assertAssistantsOn(run.ctx.db, run.budget);
  await checkAssistantLimits(run.ctx.db, run.limits, { kind: 'user', userId: actor.user.id }, run.clientAddress);
  const model = await modelWithinBudget(run.ctx.db, settings, run.external, undefined);
  const written = await write(run, values, model);
  const body = sanitizeRichText(draftTextToHtml(written.text));
  const compliance = await checkPost(run.ctx, {
    brand: values.brand,
    title: written.title,
    summary: written.summary,
    bodyText: htmlToText(body),
  });
  const row = await q.insertDraft(run.ctx.db, {
    authorId: actor.user.id,
    authorName: actor.user.name,
    kind: values.kind,
    brand: values.brand,
    topic: values.topic,
    tone: values.tone,
    length: values.length,
    keywords: values.keywords,
    title: written.title.slice(0, 120),
    summary: written.summary.slice(0, 300),
    body,
    notes: written.notes,
    producedBy: written.producedBy,
    builtin: written.builtin,
    complianceChecked: compliance.checked,
    compliancePasses: compliance.passes,
    complianceScore: compliance.score,
    complianceReasons: compliance.reasons,
  });
  return toDraft(row);
}

export async function listDrafts(ctx: ServiceContext): Promise<AiContentDraft[]> {
  requireEditor(ctx);
  return (await q.selectDrafts(ctx.db, 50)).map(toDraft);
}

/**
 * Saves a draft (as the editor left it) as a draft post in the content manager: blog, news or page. The text
 * passes the compliance check first — a failing cannabis-brand text is refused with the reasons (422), nothing
 * stored. An event needs its date, time and place, so its text goes into the event form instead (422).
 */
export async function saveDraft(ctx: ServiceContext, id: string, input: AiContentSave): Promise<AiContentSaved> {
  requireEditor(ctx);
  const values = AiContentSaveSchema.parse(input);
  const row = isId(id) ? await q.selectDraft(ctx.db, id) : undefined;
  if (!row) throw new NotFoundError(DRAFT_NOT_FOUND);
  if (row.savedPostId) throw new ConflictError(DRAFT_ALREADY_SAVED);
  if (row.kind === 'event') throw new ValidationError(EVENT_DRAFT_SAVE_MESSAGE);
  const body = sanitizeRichText(values.body);
  blockUnlessPasses(
    await checkPost(ctx, { brand: row.brand, title: values.title, summary: values.summary, bodyText: htmlToText(body) }),
  );
  return withTransaction(ctx, async (tx) => {
    const post = await createPlatformPost(tx, {
      kind: row.kind === 'event' ? 'news' : row.kind,
      brand: row.brand,
      title: values.title,
      summary: values.summary,
      body,
      publication: 'draft',
    });
    const saved = await q.markSaved(tx.db, row.id, post.id, new Date());
    if (!saved) throw new ConflictError(DRAFT_ALREADY_SAVED);
    return { draft: toDraft(saved), postId: post.id, kind: post.kind };
  });
}
