import { randomUUID } from 'node:crypto';
import {
  EMPTY_BODY_MESSAGE,
  htmlToText,
  isId,
  type ManagedPost,
  type PostInput,
  PostInputSchema,
  type PostKind,
  type PostPreview,
  type PostValues,
  SCHEDULE_IN_PAST_MESSAGE,
  scheduleAllowed,
  slugify,
} from '@platform/core';
import type { Actor, ServiceContext } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { blockUnlessPasses, checkPost } from './compliance.ts';
import * as q from './content.queries.ts';
import { requireEditor, requirePartnerWriter } from './content-access.ts';
import { toManagedPost } from './post-views.ts';
import { sanitizeRichText } from './sanitize.ts';

export const POST_NOT_FOUND = 'Dit bericht bestaat niet.';

/** The post's text after sanitising, refused when too little text is left (a body of only script is empty). */
function cleanBody(values: PostValues): { body: string; bodyText: string } {
  const body = sanitizeRichText(values.body);
  const bodyText = htmlToText(body);
  if (bodyText.length < 20) throw new ValidationError(EMPTY_BODY_MESSAGE, [{ path: ['body'], message: EMPTY_BODY_MESSAGE }]);
  return { body, bodyText };
}

/** When the post becomes public: never for a draft, now, or its scheduled moment (never in the past). */
function publishMoment(values: PostValues, now: Date, current: Date | null): Date | null {
  if (values.publication === 'draft') return null;
  if (values.publication === 'now') return current && current <= now ? current : now;
  const at = new Date(values.publishAt ?? '');
  if (!scheduleAllowed(at, now)) {
    throw new ValidationError(SCHEDULE_IN_PAST_MESSAGE, [{ path: ['publishAt'], message: SCHEDULE_IN_PAST_MESSAGE }]);
  }
  return at;
}

/** Sanitises, checks compliance for anything that will go public, and returns the columns to store. */
async function prepare(ctx: ServiceContext, input: PostInput, current: Date | null) {
  const values = PostInputSchema.parse(input);
  const { body, bodyText } = cleanBody(values);
  const now = new Date();
  const publishAt = publishMoment(values, now, current);
  if (publishAt) blockUnlessPasses(await checkPost(ctx, { ...values, bodyText }));
  return {
    kind: values.kind,
    brand: values.brand,
    title: values.title,
    summary: values.summary,
    body,
    imageUrl: values.imageUrl,
    publishAt,
  };
}

async function freeSlug(ctx: ServiceContext, title: string): Promise<string> {
  const base = slugify(title) || 'bericht';
  const taken = await q.selectSlugsLike(ctx.db, base);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

async function create(ctx: ServiceContext, actor: Actor, partnerId: string | null, input: PostInput) {
  const columns = await prepare(ctx, input, null);
  const id = randomUUID();
  await q.insertPost(ctx.db, {
    id,
    ...columns,
    partnerId,
    slug: await freeSlug(ctx, columns.title),
    authorId: actor.user.id,
    authorName: actor.user.name,
  });
  return id;
}

async function managed(ctx: ServiceContext, id: string): Promise<ManagedPost> {
  const row = await q.selectPost(ctx.db, id);
  if (!row) throw new NotFoundError(POST_NOT_FOUND);
  return toManagedPost(row, new Date());
}

/** A post of the platform (partnerId null) or of one partner; anything else is not found. */
async function ownPost(ctx: ServiceContext, partnerId: string | null, id: string) {
  const row = isId(id) ? await q.selectPost(ctx.db, id) : undefined;
  if (!row || row.post.partnerId !== partnerId) throw new NotFoundError(POST_NOT_FOUND);
  return row;
}

// The platform's blog and news (editors and admins)

export async function editorPosts(ctx: ServiceContext, kind?: PostKind): Promise<ManagedPost[]> {
  requireEditor(ctx);
  const now = new Date();
  return (await q.selectPlatformPosts(ctx.db, kind)).map((row) => toManagedPost(row, now));
}

export async function createPlatformPost(ctx: ServiceContext, input: PostInput): Promise<ManagedPost> {
  const actor = requireEditor(ctx);
  const id = await create(ctx, actor, null, input);
  return managed(ctx, id);
}

export async function updatePlatformPost(ctx: ServiceContext, id: string, input: PostInput): Promise<ManagedPost> {
  requireEditor(ctx);
  const row = await ownPost(ctx, null, id);
  await q.updatePost(ctx.db, row.post.id, await prepare(ctx, input, row.post.publishAt));
  return managed(ctx, row.post.id);
}

export async function removePlatformPost(ctx: ServiceContext, id: string): Promise<void> {
  requireEditor(ctx);
  const row = await ownPost(ctx, null, id);
  await q.deletePost(ctx.db, row.post.id);
}

/** What the post will look like (sanitised) and what the compliance check says, without storing anything. */
export async function preview(ctx: ServiceContext, input: PostInput): Promise<PostPreview> {
  const values = PostInputSchema.parse(input);
  const body = sanitizeRichText(values.body);
  return { body, compliance: await checkPost(ctx, { ...values, bodyText: htmlToText(body) }) };
}

export async function editorPreview(ctx: ServiceContext, input: PostInput): Promise<PostPreview> {
  requireEditor(ctx);
  return preview(ctx, input);
}

// Partner news (its members and admins)

export async function partnerPosts(ctx: ServiceContext, partnerId: string): Promise<ManagedPost[]> {
  const { partner } = await requirePartnerWriter(ctx, partnerId);
  const now = new Date();
  return (await q.selectPartnerPosts(ctx.db, partner.id)).map((row) => toManagedPost(row, now));
}

export async function createPartnerPost(ctx: ServiceContext, partnerId: string, input: PostInput): Promise<ManagedPost> {
  const { actor, partner } = await requirePartnerWriter(ctx, partnerId);
  return managed(ctx, await create(ctx, actor, partner.id, { ...input, kind: 'news' }));
}

export async function updatePartnerPost(
  ctx: ServiceContext,
  partnerId: string,
  id: string,
  input: PostInput,
): Promise<ManagedPost> {
  const { partner } = await requirePartnerWriter(ctx, partnerId);
  const row = await ownPost(ctx, partner.id, id);
  await q.updatePost(ctx.db, row.post.id, await prepare(ctx, { ...input, kind: 'news' }, row.post.publishAt));
  return managed(ctx, row.post.id);
}

export async function removePartnerPost(ctx: ServiceContext, partnerId: string, id: string): Promise<void> {
  const { partner } = await requirePartnerWriter(ctx, partnerId);
  const row = await ownPost(ctx, partner.id, id);
  await q.deletePost(ctx.db, row.post.id);
}

export async function partnerPreview(ctx: ServiceContext, partnerId: string, input: PostInput): Promise<PostPreview> {
  await requirePartnerWriter(ctx, partnerId);
  return preview(ctx, input);
}
