import { z } from 'zod';

/**
 * Community Maker "AI Assistent" and "AI Review" (issue 17, ADR 044): what the maker sends and
 * what comes back. A suggestion is offered only when it passed the compliance engine; otherwise
 * `reason` says why it was held back. `producedBy` says honestly what wrote it.
 */
export const AiDraftRequestSchema = z.object({
  topic: z
    .string({ error: 'Geef een onderwerp op' })
    .trim()
    .min(3, 'Geef een onderwerp op van minstens 3 tekens')
    .max(200, 'Maximaal 200 tekens'),
});
export type AiDraftRequest = z.infer<typeof AiDraftRequestSchema>;

export const AiReviewRequestSchema = z.object({
  text: z.string({ error: 'Schrijf eerst een tekst' }).trim().min(1, 'Schrijf eerst een tekst').max(5000, 'Maximaal 5000 tekens'),
});
export type AiReviewRequest = z.infer<typeof AiReviewRequestSchema>;

export const AiSuggestionSchema = z.object({
  offered: z.boolean(),
  /** The proposed text; null when nothing is offered. */
  text: z.string().nullable(),
  title: z.string().nullable(),
  /** What changed, or which facts were used. */
  notes: z.array(z.string()),
  score: z.number().int(),
  /** Why nothing is offered (blocked by the compliance engine, or nothing to write from). */
  reason: z.string().nullable(),
  /** "ingebouwde assistent (geen taalmodel)" or the configured model. */
  producedBy: z.string(),
  builtin: z.boolean(),
  sources: z.array(z.object({ url: z.string(), title: z.string() })),
});
export type AiSuggestion = z.infer<typeof AiSuggestionSchema>;

export const MakerDraftSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  producedBy: z.string(),
  createdAt: z.string(),
});
export type MakerDraft = z.infer<typeof MakerDraftSchema>;

/** What the built-in assistant is called wherever it says what produced a text. */
export const BUILTIN_PRODUCER = 'ingebouwde assistent (geen taalmodel)';

/** A rule fact the built-in assistant may write about, with the words of a topic that ask for it. */
interface RuleFact {
  words: RegExp;
  title: string;
  text: string;
}

/**
 * Dutch coffeeshop rules as facts (the same rules the platform applies: age check, residency
 * criterion, the regulated chain of the wietexperiment, the AHOJ-G criteria). No advice, no claims.
 */
export const RULE_FACTS: readonly RuleFact[] = [
  {
    words: /ingezeten|inwoner|toerist|buitenland|residen/i,
    title: 'Het ingezetenencriterium',
    text: 'Een gemeente kan bepalen dat alleen inwoners van Nederland een coffeeshop mogen bezoeken (het ingezetenencriterium). Of dat geldt, verschilt per gemeente; de coffeeshop controleert het met een identiteitsbewijs.',
  },
  {
    words: /leeftijd|18|jong|legitim|identiteit|id-bewijs|minderjarig/i,
    title: 'Leeftijd en legitimatie',
    text: 'Een coffeeshop laat alleen volwassenen vanaf 18 jaar binnen en vraagt daarom altijd om een geldig identiteitsbewijs.',
  },
  {
    words: /wietexperiment|experiment|gereguleerd|keten|teler|kweker|aangewezen/i,
    title: 'De gesloten coffeeshopketen',
    text: 'In het experiment gesloten coffeeshopketen (het wietexperiment) verkopen deelnemende coffeeshops alleen cannabis van door de overheid aangewezen telers. Die telers worden gecontroleerd op teelt, verwerking en etikettering.',
  },
  {
    words: /gram|hoeveelheid|hoeveel mag|ahoj|regels|gedoog|overlast/i,
    title: 'De gedoogregels (AHOJ-G)',
    text: 'Coffeeshops werken onder de AHOJ-G-criteria: geen affichering (reclame), geen harddrugs, geen overlast, geen verkoop aan jeugdigen en geen verkoop van grote hoeveelheden: maximaal 5 gram per persoon per dag.',
  },
  {
    words: /indica|sativa|hybride|soort|strain|thc|cbd/i,
    title: 'Soorten, THC en CBD',
    text: 'Soorten worden vaak ingedeeld als indica, sativa of hybride. THC en CBD zijn stoffen in cannabis; het gehalte staat als percentage op het menu van een coffeeshop die zijn menu toont. Een percentage zegt niets over hoe iemand het ervaart.',
  },
];

/** The closing line of every built-in draft: what a post may not contain (the compliance rules). */
export const COMPLIANCE_NOTE =
  'Dit bericht is informatief: het bevat geen reclame, geen prijzen of aanbiedingen en geen gezondheidsclaims.';

export interface StrainFact {
  naam: string;
  facts: string;
}

/**
 * The built-in assistant's educational draft: the rule facts a topic asks for and the live strain
 * facts that match it, put together with headings, or null when the platform holds nothing on it.
 */
export function composeEducationalPost(
  topic: string,
  strains: readonly StrainFact[],
): { title: string; body: string; notes: string[] } | null {
  const rules = RULE_FACTS.filter((fact) => fact.words.test(topic));
  if (rules.length === 0 && strains.length === 0) return null;
  const parts: string[] = [];
  const notes: string[] = [];
  for (const rule of rules) {
    parts.push(`${rule.title}\n${rule.text}`);
    notes.push(`Regel: ${rule.title}`);
  }
  if (strains.length > 0) {
    parts.push(
      `Feiten uit de menu’s op het platform\n${strains.map((strain) => `- ${strain.naam}: ${strain.facts}`).join('\n')}`,
    );
    notes.push(`Soortfeiten van ${strains.length} ${strains.length === 1 ? 'soort' : 'soorten'} uit de menu’s die online staan`);
  }
  const title = rules[0]?.title ?? `Over ${strains[0]?.naam ?? topic}`;
  return { title, body: `${parts.join('\n\n')}\n\n${COMPLIANCE_NOTE}`, notes };
}
