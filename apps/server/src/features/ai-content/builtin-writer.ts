import {
  AI_CONTENT_WORDS,
  type AiContentValues,
  COMPLIANCE_NOTE,
  type PublicEvent,
  type PublicPost,
  postPath,
  RULE_FACTS,
  slugify,
} from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { strainFactsFor } from '../assistant/index.ts';
import { publishedPosts } from '../content/index.ts';
import { upcomingEvents } from '../events/index.ts';
import { liveTownCounts } from './ai-content.queries.ts';

/** One section of a built-in draft: a heading and its lines (a line starting with "- " is a list item). */
interface Section {
  heading: string;
  lines: string[];
  note: string;
}

const INTRO: Record<AiContentValues['tone'], (topic: string) => string> = {
  informatief: (topic) => `Wat het platform weet over ${topic}, op een rij.`,
  persoonlijk: (topic) => `We zetten voor je op een rij wat we op het platform weten over ${topic}.`,
  zakelijk: (topic) => `Een overzicht van de feiten over ${topic}, uit de gegevens van het platform.`,
};

const CLOSING: Record<AiContentValues['brand'], string> = {
  cannabis: COMPLIANCE_NOTE,
  hospitality: 'De gegevens komen van de zaken en organisatoren op het platform en kunnen veranderen.',
};

/** How many sections fit a length: a short draft keeps the first two, a long one all. */
const SECTIONS: Record<AiContentValues['length'], number> = { kort: 2, middel: 3, lang: 6 };

/** The words of the request that facts may match: the topic's and the keywords' words of four letters or more. */
function wordsOf(values: AiContentValues): string[] {
  const text = [values.topic, ...values.keywords].join(' ').toLowerCase();
  return [...new Set(text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4))];
}

const mentions = (text: string, words: readonly string[]) => {
  const lower = text.toLowerCase();
  return words.some((word) => lower.includes(word));
};

function ruleSections(values: AiContentValues): Section[] {
  if (values.brand !== 'cannabis') return [];
  const asked = [values.topic, ...values.keywords].join(' ');
  return RULE_FACTS.filter((fact) => fact.words.test(asked)).map((fact) => ({
    heading: fact.title,
    lines: [fact.text],
    note: `Regel: ${fact.title}`,
  }));
}

async function strainSection(ctx: ServiceContext, values: AiContentValues): Promise<Section[]> {
  if (values.brand !== 'cannabis') return [];
  const strains = await strainFactsFor(ctx, values.topic);
  if (strains.length === 0) return [];
  return [
    {
      heading: 'Feiten uit de menu’s op het platform',
      lines: strains.map((strain) => `- ${strain.naam}: ${strain.facts}`),
      note: `Soortfeiten van ${strains.length} ${strains.length === 1 ? 'soort' : 'soorten'} uit de menu’s die online staan`,
    },
  ];
}

/** Towns the request names, with how many live coffeeshops (cannabis) or venues (hospitality) the platform lists. */
async function townSections(ctx: ServiceContext, values: AiContentValues): Promise<Section[]> {
  const asked = `-${slugify([values.topic, ...values.keywords].join(' '))}-`;
  const { shops, places } = await liveTownCounts(ctx.db);
  const rows = values.brand === 'cannabis' ? shops : places;
  const named = rows.filter((row) => row.plaatsSlug && asked.includes(`-${row.plaatsSlug}-`)).slice(0, 3);
  return named.map((row) => {
    const what =
      values.brand === 'cannabis' ? (row.n === 1 ? 'coffeeshop' : 'coffeeshops') : row.n === 1 ? 'horecazaak' : 'horecazaken';
    return {
      heading: `${row.plaats} op het platform`,
      lines: [`In ${row.plaats} staan ${row.n} ${what} op het platform, elk met een eigen pagina met adres en openingstijden.`],
      note: `Plaats: ${row.plaats} (${row.n} ${what} online)`,
    };
  });
}

const dutchDay = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(iso),
  );

async function eventSection(ctx: ServiceContext, values: AiContentValues, words: string[]): Promise<Section[]> {
  const events = await upcomingEvents(ctx, {});
  const matching = events.filter((event: PublicEvent) =>
    mentions(`${event.title} ${event.description} ${event.location}`, words),
  );
  if (matching.length === 0) return [];
  const shown = matching.slice(0, 3);
  return [
    {
      heading: values.kind === 'event' ? 'Op de agenda' : 'Evenementen die eraan komen',
      lines: shown.map((event) => `- ${event.title}: ${dutchDay(event.startsAt)}, ${event.location} (/event/${event.id})`),
      note: `Evenementen: ${shown.length} uit de agenda van het platform`,
    },
  ];
}

async function postSection(ctx: ServiceContext, words: string[]): Promise<Section[]> {
  const posts = await publishedPosts(ctx, undefined, 100);
  const matching = posts.filter((post: PublicPost) => mentions(`${post.title} ${post.summary}`, words)).slice(0, 3);
  if (matching.length === 0) return [];
  return [
    {
      heading: 'Lees ook',
      lines: matching.map((post) => `- ${post.title} (${postPath(post)})`),
      note: `Berichten: ${matching.length} eerder gepubliceerd op het platform`,
    },
  ];
}

/** A title from the topic as the editor wrote it, with a capital. */
const titleOf = (topic: string) => topic.charAt(0).toUpperCase() + topic.slice(1);

export interface BuiltinDraft {
  title: string;
  summary: string;
  /** Plain text with headings and "- " lists, turned into HTML by the caller. */
  text: string;
  notes: string[];
}

/**
 * The built-in writer (no language model): a draft put together only from what the platform holds that the topic
 * and keywords name — the coffeeshop rules (cannabis brand), strain facts from public menus, towns with their live
 * places, upcoming events and earlier posts. Null when none of these match: it never writes a fixed text.
 */
export async function builtinDraft(ctx: ServiceContext, values: AiContentValues): Promise<BuiltinDraft | null> {
  const words = wordsOf(values);
  const sections = [
    ...ruleSections(values),
    ...(await strainSection(ctx, values)),
    ...(await townSections(ctx, values)),
    ...(await eventSection(ctx, values, words)),
    ...(await postSection(ctx, words)),
  ].slice(0, SECTIONS[values.length]);
  if (sections.length === 0) return null;
  const intro = INTRO[values.tone](values.topic);
  const text = [
    intro,
    ...sections.map((section) => `${section.heading}\n${section.lines.join('\n')}`),
    CLOSING[values.brand],
  ].join('\n\n');
  return {
    title: titleOf(values.topic),
    summary: intro,
    text,
    notes: [
      ...sections.map((section) => section.note),
      `Lengte: ${values.length} (tot ${AI_CONTENT_WORDS[values.length]} woorden; de ingebouwde schrijver gebruikt alleen de gevonden feiten)`,
    ],
  };
}
