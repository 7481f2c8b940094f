import type { LanguageModelV4 } from '@ai-sdk/provider';
import {
  type AiSuggestion,
  BUILTIN_PRODUCER,
  type ComplianceIssue,
  canSubmit,
  checkCompliance,
  suggestRewrite,
} from '@platform/core';
import { generateText } from 'ai';
import type { AiBudget } from '../../config.ts';
import type { ServiceContext } from '../../context.ts';
import { loadGuidelines, requireActiveMaker } from '../community/index.ts';
import type { Asker } from './asker.ts';
import { type AssistantLimits, checkAssistantLimits } from './assistant-limits.ts';
import { modelWithinBudget, recordUsage } from './token-budget.ts';
import { builtinEducationalPost } from './tools/writing-tools.ts';

/** What the Community Maker's "AI Assistent" and "AI Review" need beyond the request (ADR 044). */
export interface WritingRun {
  ctx: ServiceContext;
  clientAddress: string;
  external: LanguageModelV4 | undefined;
  budget: AiBudget;
  limits: AssistantLimits;
}

const RULES =
  'Schrijf in het Nederlands, feitelijk en educatief, voor een Nederlands coffeeshopplatform. Geen reclame of aanprijzing, geen prijzen, kortingen of acties, geen gezondheidsclaims of medische beloftes, geen oproep tot gebruik (art. 3b Opiumwet, Tabaks- en rookwarenwet).';

const blocking = (issues: readonly ComplianceIssue[]) =>
  issues.filter((issue) => issue.severity === 'high' || issue.severity === 'critical');

/** Offered only when the engine lets it through: a submit-worthy score and nothing high or critical. */
async function checked(
  ctx: ServiceContext,
  proposal: { text: string; title: string | null; notes: string[]; producedBy: string; builtin: boolean },
  sources: AiSuggestion['sources'] = [],
): Promise<AiSuggestion> {
  const result = checkCompliance(proposal.text, await loadGuidelines(ctx));
  const problems = blocking(result.issues);
  if (problems.length > 0 || !canSubmit(result.score)) {
    const why = problems.map((issue) => `“${issue.match}” (${issue.label})`).join(', ');
    return {
      offered: false,
      text: null,
      title: null,
      notes: [],
      score: result.score,
      reason: `Het voorstel haalde de compliancecheck niet (score ${result.score}${why ? `: ${why}` : ''}), dus het wordt niet aangeboden.`,
      producedBy: proposal.producedBy,
      builtin: proposal.builtin,
      sources,
    };
  }
  return { offered: true, ...proposal, score: result.score, reason: null, sources };
}

async function modelFor(run: WritingRun, userId: string) {
  await checkAssistantLimits(run.ctx.db, run.limits, { kind: 'user', userId } satisfies Asker, run.clientAddress);
  return modelWithinBudget(run.ctx.db, run.budget, run.external, undefined);
}

async function generate(run: WritingRun, model: LanguageModelV4, system: string, prompt: string) {
  const result = await generateText({ model, system, prompt, maxOutputTokens: 900 });
  await recordUsage(run.ctx.db, undefined, result.totalUsage.totalTokens ?? 0);
  return result.text.trim();
}

const producerOf = (model: LanguageModelV4) => `taalmodel ${model.provider}/${model.modelId}`;

/** "AI Assistent": an educational post on a topic, from the model or from the platform's own facts. */
export async function draftFromTopic(run: WritingRun, topic: string): Promise<AiSuggestion> {
  const maker = await requireActiveMaker(run.ctx);
  const model = await modelFor(run, maker.userId);
  if (model) {
    const text = await generate(
      run,
      model,
      `${RULES} Schrijf een kort educatief bericht (hoogstens 150 woorden) voor een Community Maker in ${maker.gemeente}. Alleen de tekst, zonder inleiding.`,
      `Onderwerp: ${topic}`,
    );
    return checked(run.ctx, { text, title: topic, notes: [], producedBy: producerOf(model), builtin: false });
  }
  const post = await builtinEducationalPost(run.ctx, topic);
  if (!post) {
    return {
      offered: false,
      text: null,
      title: null,
      notes: [],
      score: 0,
      reason:
        'Over dit onderwerp heeft het platform geen gegevens, en er is geen taalmodel ingesteld. Kies bijvoorbeeld het ingezetenencriterium, de leeftijdsgrens, het wietexperiment, de gedoogregels of een soort (zoals “Amnesia Haze”).',
      producedBy: BUILTIN_PRODUCER,
      builtin: true,
      sources: [],
    };
  }
  return checked(
    run.ctx,
    { text: post.body, title: post.title, notes: post.notes, producedBy: BUILTIN_PRODUCER, builtin: true },
    post.notes.some((note) => note.startsWith('Soortfeiten')) ? [{ url: '/strain-discovery', title: 'Soorten ontdekken' }] : [],
  );
}

/** "AI Review": a rewrite of the maker's draft, from the model or from the compliance engine's own rewrite. */
export async function reviewDraft(run: WritingRun, text: string): Promise<AiSuggestion> {
  const maker = await requireActiveMaker(run.ctx);
  const model = await modelFor(run, maker.userId);
  if (model) {
    const before = checkCompliance(text, await loadGuidelines(run.ctx));
    const rewritten = await generate(
      run,
      model,
      `${RULES} Herschrijf de tekst van de gebruiker zodat hij aan deze regels voldoet; behoud de informatie. Alleen de herschreven tekst.`,
      text,
    );
    const notes = before.issues.map((issue) => `“${issue.match}” (${issue.label}): ${issue.suggestion}`);
    return checked(run.ctx, { text: rewritten, title: null, notes, producedBy: producerOf(model), builtin: false });
  }
  const rewrite = suggestRewrite(text, await loadGuidelines(run.ctx));
  if (rewrite.notes.length === 0) {
    return {
      offered: false,
      text: null,
      title: null,
      notes: [],
      score: rewrite.result.score,
      reason: 'De compliancecheck vond niets om te herschrijven: je tekst kan zo blijven.',
      producedBy: BUILTIN_PRODUCER,
      builtin: true,
      sources: [],
    };
  }
  return checked(run.ctx, { text: rewrite.text, title: null, notes: rewrite.notes, producedBy: BUILTIN_PRODUCER, builtin: true });
}
