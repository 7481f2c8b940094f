import {
  BUILTIN_PRODUCER,
  type ConversationDetail,
  type ConversationQuery,
  type ConversationSummary,
  type OwnerDraft,
  type OwnerDraftRequest,
  type OwnerPlace,
  type PlacePermission,
  speaksForPlace,
} from '@platform/core';
import { generateText, stepCountIs } from 'ai';
import { requireLogin } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { placeHasModule, requireModule } from '../../platform/modules.ts';
import { managedVenues } from '../horeca/index.ts';
import { listManagedShops } from '../menu/index.ts';
import { assistantSetup, MAX_STEPS } from './assistant-setup.ts';
import { type ChatRun, checkPlace } from './chat.service.ts';
import { passesCompliance, WITHHELD_ANSWER } from './compliance-gate.ts';
import { textOf } from './conversation.ts';
import * as q from './owner.queries.ts';
import { modelWithinBudget, recordUsage } from './token-budget.ts';
import type { Source, ToolDeps } from './tools/tool-kit.ts';

const NOT_YOURS = 'Deze zaak beheer je niet.';
const UNKNOWN_CONVERSATION = 'Dit gesprek bestaat niet (meer) of hoort niet bij jouw zaken.';

/**
 * The venues and coffeeshops whose visitors' conversations this person may read and answer: owned, managed with
 * the `details` right (ADR 060), or any (admin). A manager without it sees none of them.
 */
export async function ownerPlaces(ctx: ServiceContext): Promise<OwnerPlace[]> {
  requireLogin(ctx);
  const [venues, shops] = await Promise.all([managedVenues(ctx), listManagedShops(ctx)]);
  const allowed = (place: { permissions: readonly PlacePermission[] }) => speaksForPlace(place.permissions);
  return [
    ...venues.filter(allowed).map((venue) => ({ id: venue.id, name: venue.name, kind: 'venue' as const })),
    ...shops.filter(allowed).map((shop) => ({ id: shop.id, name: shop.name, kind: 'coffeeshop' as const })),
  ];
}

/** Tools over the place's public data only: what a guest could look up themselves. */
const GUEST_TOOLS = ['placeInfo', 'findDishes', 'courseMenus', 'checkAvailability', 'shopMenu', 'strainFacts'];

/**
 * A draft answer to a guest's question from the place's data (ADR 044). The tools run as an
 * anonymous guest, so the draft holds nothing a guest may not see (no hidden menu, no prices
 * where art. 3b forbids them); the owner copies or edits it and sends it themselves.
 */
export async function draftGuestAnswer(run: ChatRun, input: OwnerDraftRequest): Promise<OwnerDraft> {
  const place = (await ownerPlaces(run.ctx)).find((candidate) => candidate.id === input.placeId);
  if (!place) throw new ForbiddenError(NOT_YOURS);
  await requireModule(run.ctx, place.kind, place.id, 'assistenten');
  const context = {
    brand: place.kind === 'venue' ? ('hospitality' as const) : ('cannabis' as const),
    page: place.kind === 'venue' ? ('venue' as const) : ('shop' as const),
    placeId: place.id,
  };
  await checkPlace(run.ctx, context);
  const sources: Source[] = [];
  const deps: ToolDeps = {
    ctx: { ...run.ctx, actor: null },
    context,
    bookingLimits: run.bookingLimits,
    clientAddress: run.clientAddress,
    seen: { pricesVisible: false },
    cite: (found) => sources.push(...found.filter((source) => !sources.some((known) => known.url === source.url))),
  };
  const external = await modelWithinBudget(run.ctx.db, run.budget, run.external, place.id);
  const setup = assistantSetup({ deps, assistantId: 'general', external, withApproval: false });
  const tools = Object.fromEntries(Object.entries(setup.tools).filter(([name]) => GUEST_TOOLS.includes(name)));
  const result = await generateText({
    model: setup.model,
    instructions: `${setup.instructions}\nJe schrijft een conceptantwoord namens ${place.name} aan een gast. De eigenaar leest het na en verstuurt het zelf. Begin met "Beste gast," en eindig met "Met vriendelijke groet, ${place.name}".`,
    prompt: input.question,
    tools,
    stopWhen: stepCountIs(MAX_STEPS),
  });
  if (!setup.builtin) await recordUsage(run.ctx.db, place.id, result.totalUsage.totalTokens ?? 0);
  const producedBy = external ? `taalmodel ${external.provider}/${external.modelId}` : BUILTIN_PRODUCER;
  const usedTools = result.steps.some((step) => step.toolCalls.length > 0);
  const text = result.text.trim();
  if (!usedTools || !text) {
    return {
      answer: null,
      reason: text || 'Hier vond ik niets over in de gegevens van je zaak.',
      sources,
      producedBy,
      builtin: !external,
      place,
    };
  }
  if (context.brand === 'cannabis' && !passesCompliance(text, deps.seen.pricesVisible)) {
    return { answer: null, reason: WITHHELD_ANSWER, sources, producedBy, builtin: !external, place };
  }
  const answer = external ? text : `Beste gast,\n\n${text}\n\nMet vriendelijke groet,\n${place.name}`;
  return { answer, reason: null, sources, producedBy, builtin: !external, place };
}

function summary(row: q.PlaceThreadRow, places: Map<string, OwnerPlace>): ConversationSummary {
  const place = places.get(row.context.placeId ?? '') as OwnerPlace;
  return {
    id: row.id,
    assistantId: row.assistantId,
    title: row.title,
    place,
    questions: row.messages.filter((message) => message.role === 'user').length,
    signedIn: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The conversations visitors had with the assistants on this person's places' pages, newest first;
 * the owner's own threads and who asked stay out (AVG). Search in the questions and answers, by date.
 */
export async function listConversations(ctx: ServiceContext, query: ConversationQuery): Promise<ConversationSummary[]> {
  const actor = requireLogin(ctx);
  const places = new Map((await ownerPlaces(ctx)).map((place) => [place.id, place]));
  if (query.placeId && !places.has(query.placeId)) throw new ForbiddenError(NOT_YOURS);
  const asked = query.placeId ? [places.get(query.placeId) as OwnerPlace] : [...places.values()];
  const ids = await placesWithAssistants(ctx, asked);
  if (ids.length === 0) return [];
  const rows = await q.selectPlaceThreads(ctx.db, { placeIds: ids, exceptUser: actor.user.id, ...query });
  return rows.map((row) => summary(row, places));
}

/**
 * The asked places whose plan holds the assistants (ADR 069). When none does, the first refusal is thrown, so the
 * page shows the plan needed instead of an empty list; an owner with several places sees those that have them.
 */
async function placesWithAssistants(ctx: ServiceContext, asked: OwnerPlace[]): Promise<string[]> {
  const allowed = await Promise.all(asked.map((place) => placeHasModule(ctx, place.kind, place.id, 'assistenten')));
  const ids = asked.filter((_, index) => allowed[index]).map((place) => place.id);
  const first = asked[0];
  if (ids.length === 0 && first) await requireModule(ctx, first.kind, first.id, 'assistenten');
  return ids;
}

/** One conversation of the owner's places, as questions and answers in text. */
export async function getConversation(ctx: ServiceContext, id: string): Promise<ConversationDetail> {
  const actor = requireLogin(ctx);
  const places = new Map((await ownerPlaces(ctx)).map((place) => [place.id, place]));
  const row = await q.selectPlaceThread(ctx.db, id);
  if (!row?.context.placeId || !places.has(row.context.placeId) || row.userId === actor.user.id) {
    throw new NotFoundError(UNKNOWN_CONVERSATION);
  }
  const place = places.get(row.context.placeId) as OwnerPlace;
  await requireModule(ctx, place.kind, place.id, 'assistenten');
  const messages = row.messages.flatMap((message) =>
    message.role === 'user' || message.role === 'assistant'
      ? [{ id: message.id, role: message.role, text: textOf(message) }]
      : [],
  );
  return { ...summary(row, places), messages: messages.filter((message) => message.text) };
}
