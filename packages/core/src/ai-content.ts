import { z } from 'zod';
import { BRAND_TYPES } from './brand.ts';
import { MAX_POST_HTML, MAX_POST_TITLE, PostPreviewSchema } from './content.ts';
import { RequiredText } from './place-input.ts';
import { multiLine, singleLine } from './text.ts';

/**
 * /admin/ai-content (issue 19 item 6, ADR 056): an editor asks the assistant for a draft of a blog post, a news
 * item, an event text or a standalone page. Every draft passes the compliance check before it can be saved as a
 * draft into the content manager; the history keeps what was generated, by what, and what the check said.
 */
export const AI_CONTENT_KINDS = ['blog', 'news', 'event', 'page'] as const;
export type AiContentKind = (typeof AI_CONTENT_KINDS)[number];
export const AI_CONTENT_TONES = ['informatief', 'persoonlijk', 'zakelijk'] as const;
export type AiContentTone = (typeof AI_CONTENT_TONES)[number];
export const AI_CONTENT_LENGTHS = ['kort', 'middel', 'lang'] as const;
export type AiContentLength = (typeof AI_CONTENT_LENGTHS)[number];

/** About how many words a draft of each length has (the model's instruction; the built-in writer's sections). */
export const AI_CONTENT_WORDS: Record<AiContentLength, number> = { kort: 120, middel: 250, lang: 450 };
export const MAX_AI_KEYWORDS = 8;

export const AI_TOPIC_MESSAGE = 'Geef een onderwerp op van minstens 3 tekens';

const KeywordsSchema = z
  .array(
    singleLine(z.string().trim().min(1, 'Laat geen leeg trefwoord staan').max(40, 'Een trefwoord heeft hoogstens 40 tekens')),
    {
      error: 'Geef de trefwoorden als lijst',
    },
  )
  .max(MAX_AI_KEYWORDS, `Hoogstens ${MAX_AI_KEYWORDS} trefwoorden`);

export const AiContentRequestSchema = z.object({
  kind: z.enum(AI_CONTENT_KINDS, { error: 'Kies blog, nieuws, evenement of pagina' }),
  brand: z.enum(BRAND_TYPES, { error: 'Kies een merk' }),
  topic: singleLine(
    z
      .string({ error: AI_TOPIC_MESSAGE })
      .trim()
      .min(3, AI_TOPIC_MESSAGE)
      .max(200, 'Het onderwerp mag maximaal 200 tekens hebben'),
  ),
  tone: z.enum(AI_CONTENT_TONES, { error: 'Kies een toon' }).default('informatief'),
  length: z.enum(AI_CONTENT_LENGTHS, { error: 'Kies een lengte' }).default('middel'),
  keywords: KeywordsSchema.default([]),
});
export type AiContentRequest = z.input<typeof AiContentRequestSchema>;
export type AiContentValues = z.output<typeof AiContentRequestSchema>;

/** Keywords as an editor types them: separated by commas, blanks dropped, each once. */
export function splitKeywords(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((word, index, all) => word && all.findIndex((other) => other.toLowerCase() === word.toLowerCase()) === index);
}

/** The form at /admin/ai-content: the same rules, with the keywords typed as one line separated by commas. */
export const AiContentFormSchema = AiContentRequestSchema.extend({
  keywords: z.string().max(400, 'Maximaal 400 tekens').transform(splitKeywords).pipe(KeywordsSchema),
});
export type AiContentFormInput = z.input<typeof AiContentFormSchema>;

export const AiContentDraftSchema = z.object({
  id: z.string(),
  kind: z.enum(AI_CONTENT_KINDS),
  brand: z.enum(BRAND_TYPES),
  topic: z.string(),
  tone: z.enum(AI_CONTENT_TONES),
  length: z.enum(AI_CONTENT_LENGTHS),
  keywords: z.array(z.string()),
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML, as the content manager stores it. */
  body: z.string(),
  /** Which facts the built-in writer used, or which model wrote it. */
  notes: z.array(z.string()),
  producedBy: z.string(),
  builtin: z.boolean(),
  compliance: PostPreviewSchema.shape.compliance,
  /** The content-manager post it was saved as (a draft), once saved. */
  savedPostId: z.string().nullable(),
  savedAt: z.string().nullable(),
  createdAt: z.string(),
  authorName: z.string(),
});
export type AiContentDraft = z.infer<typeof AiContentDraftSchema>;

/** What is saved: the draft's text as the editor left it (they may change it first; it is checked again). */
export const AiContentSaveSchema = z.object({
  title: RequiredText('Titel', MAX_POST_TITLE),
  summary: singleLine(z.string().trim().max(300, 'Samenvatting mag maximaal 300 tekens hebben')).default(''),
  body: multiLine(z.string({ error: 'Schrijf de tekst van het bericht (minimaal 20 tekens).' }).max(MAX_POST_HTML)),
});
export type AiContentSave = z.input<typeof AiContentSaveSchema>;

export const AiContentSavedSchema = z.object({ draft: AiContentDraftSchema, postId: z.string(), kind: z.string() });
export type AiContentSaved = z.infer<typeof AiContentSavedSchema>;

export const EVENT_DRAFT_SAVE_MESSAGE = 'Gebruik deze tekst in het formulier voor een nieuw evenement.';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Plain draft text as rich text: blocks split by blank lines; a block of "- " lines is a list; a block whose first
 * line is short and has no closing punctuation, followed by more lines, opens with that line as a heading.
 */
export function draftTextToHtml(text: string): string {
  const blocks = text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  const html: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').map((line) => line.trim().replace(/^#+\s*/, ''));
    if (lines.every((line) => /^[-*•]\s+/.test(line))) {
      html.push(`<ul>${lines.map((line) => `<li>${escapeHtml(line.replace(/^[-*•]\s+/, ''))}</li>`).join('')}</ul>`);
      continue;
    }
    const [first = '', ...rest] = lines;
    if (rest.length > 0 && first.length <= 80 && !/[.!?:;]$/.test(first)) {
      html.push(`<h2>${escapeHtml(first)}</h2>`);
      const listed = rest.every((line) => /^[-*•]\s+/.test(line));
      html.push(
        listed
          ? `<ul>${rest.map((line) => `<li>${escapeHtml(line.replace(/^[-*•]\s+/, ''))}</li>`).join('')}</ul>`
          : `<p>${rest.map(escapeHtml).join('<br>')}</p>`,
      );
      continue;
    }
    html.push(`<p>${lines.map(escapeHtml).join('<br>')}</p>`);
  }
  return html.join('');
}

/** A model's answer split into a title (its first line, without markdown or quotes) and the text after it. */
export function splitModelDraft(text: string, fallbackTitle: string): { title: string; body: string } {
  const lines = text.trim().split('\n');
  const first = (lines[0] ?? '')
    .replace(/^#+\s*/, '')
    .replace(/^(titel|title)\s*:\s*/i, '')
    .replace(/^["“*]+|["”*]+$/g, '')
    .trim();
  const rest = lines.slice(1).join('\n').trim();
  if (!first || !rest || first.length > MAX_POST_TITLE)
    return { title: fallbackTitle.slice(0, MAX_POST_TITLE), body: text.trim() };
  return { title: first, body: rest };
}
