import { z } from 'zod';
import { NETWORK_SPECS, postLength, SOCIAL_NETWORKS, type SocialNetwork, SocialNetworkSchema } from './networks.ts';
import { POST_MAX_CHARS, SocialChecksSchema } from './posts.ts';

/*
 * "Help me schrijven" in the social manager's composer (issue 20 item 6, ADR 078): the assistant drafts or
 * improves a post for the chosen networks, within the shortest of their limits, and the draft comes back with the
 * composer's two checks. Nothing is stored: the text goes into the composer, where the owner decides.
 */

/** Where the suggestion came from: the configured model, the place's own data, or the law check's own rewrite. */
export const WRITING_SOURCES = ['assistant', 'data', 'rewrite'] as const;
export type WritingSource = (typeof WRITING_SOURCES)[number];

export const SocialWritingInputSchema = z.object({
  networks: z
    .array(SocialNetworkSchema, { error: 'Kies minstens één netwerk' })
    .min(1, 'Kies minstens één netwerk')
    .max(SOCIAL_NETWORKS.length, 'Kies elk netwerk hoogstens één keer')
    .transform((list) => [...new Set(list)]),
  /** The text so far: empty asks for a new post from the place's facts, otherwise an improved version of it. */
  text: z
    .string({ error: 'Schrijf de tekst van je bericht' })
    .trim()
    .max(POST_MAX_CHARS, `Een bericht heeft hoogstens ${POST_MAX_CHARS} tekens`)
    .default(''),
});
export type SocialWritingInput = z.input<typeof SocialWritingInputSchema>;

export const SocialWritingSuggestionSchema = z.object({
  text: z.string(),
  source: z.enum(WRITING_SOURCES),
  producedBy: z.string(),
  /** The most characters the text may have: the shortest limit of the chosen networks. */
  limit: z.number().int(),
  /** The writer's text was longer than the limit and was cut at a sentence or word. */
  shortened: z.boolean(),
  /** The composer's two checks on the suggested text (law: blocking for a coffeeshop; platform: a warning). */
  checks: SocialChecksSchema,
});
export type SocialWritingSuggestion = z.infer<typeof SocialWritingSuggestionSchema>;

/** The shortest limit among the networks: a text within it fits every one of them. */
export function writingLimit(networks: readonly SocialNetwork[]): number {
  return Math.min(...networks.map((network) => NETWORK_SPECS[network].maxChars));
}

/**
 * The text cut to at most `max` characters (code points, as the networks count): at the last sentence end that
 * fits, else at the last word with "…". A text within the limit comes back unchanged.
 */
export function fitToLimit(text: string, max: number): { text: string; shortened: boolean } {
  const trimmed = text.trim();
  if (postLength(trimmed) <= max) return { text: trimmed, shortened: false };
  const head = [...trimmed].slice(0, max).join('');
  const sentenceEnd = Math.max(...['. ', '! ', '? ', '.\n', '!\n', '?\n'].map((end) => head.lastIndexOf(end)));
  if (sentenceEnd >= max / 3) return { text: head.slice(0, sentenceEnd + 1).trim(), shortened: true };
  const words = [...trimmed].slice(0, max - 1).join('');
  const space = words.search(/\s\S*$/);
  const cut = (space > 0 ? words.slice(0, space) : words).trimEnd();
  return { text: `${cut}…`, shortened: true };
}
