import { z } from 'zod';
import { BRAND_TYPES } from './brand.ts';
import { RequiredText } from './place-input.ts';
import { multiLine, singleLine } from './text.ts';

/**
 * Editorial posts (issue 19): the platform's blog and news, partner news, and the platform's standalone pages
 * (`page`, ADR 056: public at `/pagina/{slug}`, never in the blog lists or feeds). One model, one slug space.
 */
export const POST_KINDS = ['blog', 'news', 'page'] as const;
export type PostKind = (typeof POST_KINDS)[number];
export const PostKindSchema = z.enum(POST_KINDS, { error: 'Kies blog, nieuws of pagina' });

/** The kinds that are articles: listed on the blog and news pages and in their feeds (pages are not). */
export const ARTICLE_KINDS = ['blog', 'news'] as const satisfies readonly PostKind[];
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export const isArticleKind = (kind: PostKind): kind is ArticleKind => kind !== 'page';

/** `draft`: only editors see it; `now`: public at once; `scheduled`: public from `publishAt` on. */
export const PUBLICATIONS = ['draft', 'now', 'scheduled'] as const;
export type Publication = (typeof PUBLICATIONS)[number];

/** Largest stored body (HTML after sanitising). */
export const MAX_POST_HTML = 50_000;
export const MAX_POST_TITLE = 120;

export const SCHEDULE_IN_PAST_MESSAGE = 'Kies een publicatiemoment in de toekomst, of publiceer meteen.';
export const SCHEDULE_MISSING_MESSAGE = 'Kies wanneer het bericht verschijnt.';
export const EMPTY_BODY_MESSAGE = 'Schrijf de tekst van het bericht (minimaal 20 tekens).';

const OptionalLine = (label: string, max: number) =>
  singleLine(z.string().trim().max(max, `${label} mag maximaal ${max} tekens hebben`)).default('');

/** An uploaded image of ours (`/api/images/{id}/{preset}.webp`) or nothing. */
export const POST_IMAGE_PATTERN = /^\/api\/images\/[0-9a-f-]{36}\/[a-z]+\.webp$/i;
const ImageUrlSchema = z
  .string()
  .regex(POST_IMAGE_PATTERN, 'Kies een afbeelding die je hier hebt geüpload')
  .nullable()
  .default(null);

/**
 * What an editor (or a partner's member) writes. `body` is HTML from the editor: the server sanitises it to an
 * allowlist before anything is stored. `publishAt` is an ISO instant; only a scheduled post needs it.
 */
export const PostInputSchema = z
  .object({
    kind: PostKindSchema.default('news'),
    brand: z.enum(BRAND_TYPES, { error: 'Kies een merk' }).default('cannabis'),
    title: RequiredText('Titel', MAX_POST_TITLE),
    summary: OptionalLine('Samenvatting', 300),
    body: multiLine(
      z.string({ error: EMPTY_BODY_MESSAGE }).max(MAX_POST_HTML, `De tekst mag maximaal ${MAX_POST_HTML} tekens hebben`),
    ),
    imageUrl: ImageUrlSchema,
    publication: z.enum(PUBLICATIONS, { error: 'Kies concept, nu publiceren of inplannen' }).default('draft'),
    publishAt: z.iso
      .datetime({ offset: true, error: 'Kies een geldige datum en tijd' })
      .nullable()
      .optional()
      .transform((value) => value ?? null),
  })
  .superRefine((value, issue) => {
    if (value.publication === 'scheduled' && !value.publishAt) {
      issue.addIssue({ code: 'custom', path: ['publishAt'], message: SCHEDULE_MISSING_MESSAGE });
    }
  });
export type PostInput = z.input<typeof PostInputSchema>;
export type PostValues = z.output<typeof PostInputSchema>;

/** Whether a scheduled moment is allowed now: never in the past (a minute's grace would hide a typo). */
export function scheduleAllowed(publishAt: Date, now: Date): boolean {
  return publishAt.getTime() > now.getTime();
}

/** Text of sanitised HTML for the compliance check, feeds and search snippets: tags out, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** What the compliance check reads of a post: title, summary and text together. */
export function postComplianceText(post: { title: string; summary: string; bodyText: string }): string {
  return [post.title, post.summary, post.bodyText].filter(Boolean).join('\n\n');
}

export const POST_STATES = ['draft', 'scheduled', 'published'] as const;
export type PostState = (typeof POST_STATES)[number];

/** A post's state at a moment: no date is a draft, a future date is scheduled. */
export function postState(publishAt: Date | null, now: Date): PostState {
  if (!publishAt) return 'draft';
  return publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** A published post as readers see it. */
export const PublicPostSchema = z.object({
  id: z.string(),
  kind: PostKindSchema,
  brand: z.enum(BRAND_TYPES),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  imageUrl: z.string().nullable(),
  publishedAt: z.string(),
  authorName: z.string(),
  partner: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type PublicPost = z.infer<typeof PublicPostSchema>;

/** A post as its editors see it, drafts and scheduled ones included. */
export const ManagedPostSchema = PublicPostSchema.extend({
  state: z.enum(POST_STATES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ManagedPost = z.infer<typeof ManagedPostSchema>;

export const PostPreviewSchema = z.object({
  body: z.string(),
  compliance: z.object({
    checked: z.boolean(),
    passes: z.boolean(),
    score: z.number(),
    reasons: z.array(z.string()),
  }),
});
export type PostPreview = z.infer<typeof PostPreviewSchema>;

export const PostListQuerySchema = z.object({ kind: PostKindSchema.optional() });
/** The public lists: articles only (a page is reached by its own address). */
export const PublicPostListQuerySchema = z.object({ kind: z.enum(ARTICLE_KINDS, { error: 'Kies blog of nieuws' }).optional() });
export type PostListQuery = z.infer<typeof PostListQuerySchema>;

/** A user's editor flag, which admins grant (issue 19: a permission beside the role, not a role). */
export const EditorFlagInputSchema = z.object({ editor: z.boolean({ error: 'Kies aan of uit' }) });
export type EditorFlagInput = z.infer<typeof EditorFlagInputSchema>;
