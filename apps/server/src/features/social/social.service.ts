import {
  type PlaceKindName,
  RejectPostInputSchema,
  type SocialCalendar,
  SocialPostInputSchema,
  type SocialPostValues,
  socialChecks,
  speaksForPlace,
} from '@platform/core';
import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { requireModule } from '../../platform/modules.ts';
import { auditAdminPlaceChange, type PlaceAccess, requirePlaceAccess } from '../../platform/place-access.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { loadGuidelines } from '../community/index.ts';
import type { Connectors } from './connectors.ts';
import { approves, toPost, toPosts } from './social.mappers.ts';
import * as q from './social.queries.ts';
import { assertImageOfPlace, storeSocialImage } from './social-images.ts';
import { approvalRequestMail, rejectedMail } from './social-mail.ts';

/*
 * The social manager's use cases (issue 20, ADR 048). Owners, their managers with the details right (ADR 060) and admins work on a place's
 * posts; a manager's post waits for the owner (or an admin) before it is planned. Publishing is publisher.ts.
 */

const POST_NOT_FOUND = 'Dit bericht bestaat niet.';
const ONLY_OWNER = 'Alleen de eigenaar van de zaak keurt berichten goed of stuurt ze terug.';

const NO_SOCIAL_RIGHT = 'Je mag geen berichten voor deze zaak maken: vraag de eigenaar om het recht "gegevens".';

type Access = PlaceAccess<PlaceKindName>;

/**
 * Owners, admins and managers with the `details` right work on a place's posts (ADR 060): a post speaks in the
 * place's name. A manager without it gets a Dutch 403 and sees nothing of the calendar.
 */
export async function requireSocialAccess(ctx: ServiceContext, kind: PlaceKindName, id: string): Promise<Access> {
  const access = await requirePlaceAccess(ctx, kind, id);
  if (!speaksForPlace(access.permissions)) throw new ForbiddenError(NO_SOCIAL_RIGHT);
  return access;
}

/** An admin's change to a place they neither own nor manage goes into the audit log (ADR 024). */
function audit(ctx: ServiceContext, kind: PlaceKindName, access: Access, what: string, postId: string) {
  return auditAdminPlaceChange(ctx, kind, access, kind === 'coffeeshop' ? 'shop.social' : 'venue.social', { what, postId });
}

/** A place's calendar over [from, to), with every post that waits for approval whenever it is planned. */
export async function calendar(
  ctx: ServiceContext,
  connectors: Connectors,
  kind: PlaceKindName,
  id: string,
  range: { from: string; to: string },
): Promise<SocialCalendar> {
  const access = await requireSocialAccess(ctx, kind, id);
  await requireModule(ctx, kind, access.place.id, 'sociale-media');
  const from = new Date(range.from);
  const to = new Date(range.to);
  if (!(from < to) || to.getTime() - from.getTime() > 62 * 86_400_000) {
    const message = 'Kies een periode van hoogstens twee maanden, met het einde na het begin';
    throw new ValidationError(message, [{ path: ['to'], message }]);
  }
  const inRange = await q.selectPlacePosts(ctx.db, kind, access.place.id, from, to);
  const pending = await q.selectPendingPosts(ctx.db, kind, access.place.id);
  const seen = new Set(inRange.map((row) => row.post.id));
  const rows = [...inRange, ...pending.filter((row) => !seen.has(row.post.id))];
  return {
    place: { kind, id: access.place.id, name: access.place.name },
    canApprove: approves(access),
    feedUrl: `${ctx.publicUrl}/api/social/feeds/${kind}/${access.place.id}.xml`,
    connectors: await connectors.networksFor(ctx.db, kind, access.place.id),
    posts: await toPosts(ctx, access, rows),
  };
}

/** The law check with the platform's active guidelines; a blocked post is refused with every reason. */
async function assertLawful(ctx: ServiceContext, kind: PlaceKindName, values: Pick<SocialPostValues, 'text' | 'networks'>) {
  const { law } = socialChecks(values.text, kind, values.networks, await loadGuidelines(ctx));
  if (!law.blocked) return;
  const blocking = law.findings.filter((finding) => finding.blocking);
  throw new ValidationError(
    `Dit bericht mag niet worden ingepland: ${blocking.map((finding) => `“${finding.match}” (${finding.label})`).join(', ')} is reclame voor cannabis, en die is verboden.`,
    blocking.map((finding) => ({ path: ['text'], message: `“${finding.match}”: ${finding.reason}` })),
  );
}

/** Where a saved post goes: a draft, or planned (owner) or sent to the owner (manager). */
async function nextState(ctx: ServiceContext, access: Access, kind: PlaceKindName, values: SocialPostValues) {
  if (values.imageId) await assertImageOfPlace(ctx.storage, values.imageId, kind, access.place.id);
  if (!values.submit) return { status: 'draft' as const, approvedBy: null, approvedAt: null };
  await assertLawful(ctx, kind, values);
  if (approves(access)) return { status: 'scheduled' as const, approvedBy: access.actor.user.id, approvedAt: new Date() };
  return { status: 'pending' as const, approvedBy: null, approvedAt: null };
}

async function askApproval(ctx: ServiceContext, access: Access, post: q.SocialPostRow) {
  if (post.status !== 'pending') return;
  const owner = await q.selectUserContact(ctx.db, access.place.ownerId);
  if (owner) await ctx.mailer.send(approvalRequestMail(ctx.publicUrl, owner, access.actor.user.name, access.place.name, post));
}

export async function createPost(
  ctx: ServiceContext,
  kind: PlaceKindName,
  id: string,
  input: z.input<typeof SocialPostInputSchema>,
) {
  const access = await requireSocialAccess(ctx, kind, id);
  await requireModule(ctx, kind, access.place.id, 'sociale-media');
  const values = SocialPostInputSchema.parse(input);
  const state = await nextState(ctx, access, kind, values);
  const row = await withTransaction(ctx, async (tx) => {
    const post = await q.insertPost(tx.db, {
      placeKind: kind,
      placeId: access.place.id,
      authorId: access.actor.user.id,
      text: values.text,
      networks: values.networks,
      scheduledAt: new Date(values.scheduledAt),
      imageId: values.imageId,
      ...state,
    });
    await askApproval(tx, access, post);
    await audit(tx, kind, access, 'create', post.id);
    return post;
  });
  return toPost(
    access,
    { post: row, author: access.actor.user.name },
    state.approvedBy ? access.actor.user.name : null,
    await loadGuidelines(ctx),
  );
}

/** The post and the viewer's access to its place; 404 for a post of a place the viewer cannot see either. */
async function postAccess(ctx: ServiceContext, postId: string) {
  const row = await q.selectPost(ctx.db, postId);
  if (!row) throw new NotFoundError(POST_NOT_FOUND);
  const access = await requireSocialAccess(ctx, row.post.placeKind, row.post.placeId);
  await requireModule(ctx, row.post.placeKind, access.place.id, 'sociale-media');
  return { row, access };
}

function assertEditable(access: Access, post: q.SocialPostRow) {
  if (post.status === 'published') throw new ConflictError('Dit bericht is al gepubliceerd en kan niet meer worden gewijzigd.');
  if (!approves(access) && post.authorId !== access.actor.user.id) {
    throw new ForbiddenError('Je mag alleen je eigen berichten wijzigen; vraag de eigenaar.');
  }
}

export async function updatePost(ctx: ServiceContext, postId: string, input: z.input<typeof SocialPostInputSchema>) {
  const { row, access } = await postAccess(ctx, postId);
  assertEditable(access, row.post);
  const values = SocialPostInputSchema.parse(input);
  const state = await nextState(ctx, access, row.post.placeKind, values);
  const updated = await withTransaction(ctx, async (tx) => {
    const post = await q.updatePost(tx.db, postId, {
      text: values.text,
      networks: values.networks,
      scheduledAt: new Date(values.scheduledAt),
      imageId: values.imageId,
      rejectionNote: null,
      ...state,
    });
    if (!post) throw new NotFoundError(POST_NOT_FOUND);
    await askApproval(tx, access, post);
    await audit(tx, post.placeKind, access, 'update', post.id);
    return post;
  });
  return toPost(
    access,
    { post: updated, author: row.author },
    state.approvedBy ? access.actor.user.name : null,
    await loadGuidelines(ctx),
  );
}

export async function approvePost(ctx: ServiceContext, postId: string) {
  const { row, access } = await postAccess(ctx, postId);
  if (!approves(access)) throw new ForbiddenError(ONLY_OWNER);
  if (row.post.status !== 'pending') throw new ConflictError('Dit bericht wacht niet op goedkeuring.');
  if (row.post.scheduledAt.getTime() <= Date.now()) {
    const message = 'Het geplande tijdstip is al voorbij: kies een nieuw tijdstip en plan het bericht opnieuw in.';
    throw new ValidationError(message, [{ path: ['scheduledAt'], message }]);
  }
  await assertLawful(ctx, row.post.placeKind, row.post);
  const post = await q.updatePost(ctx.db, postId, {
    status: 'scheduled',
    approvedBy: access.actor.user.id,
    approvedAt: new Date(),
  });
  if (!post) throw new NotFoundError(POST_NOT_FOUND);
  await audit(ctx, post.placeKind, access, 'approve', post.id);
  return toPost(access, { post, author: row.author }, access.actor.user.name, await loadGuidelines(ctx));
}

export async function rejectPost(ctx: ServiceContext, postId: string, input: z.input<typeof RejectPostInputSchema>) {
  const { row, access } = await postAccess(ctx, postId);
  if (!approves(access)) throw new ForbiddenError(ONLY_OWNER);
  const { note } = RejectPostInputSchema.parse(input);
  if (row.post.status !== 'pending') throw new ConflictError('Dit bericht wacht niet op goedkeuring.');
  const post = await withTransaction(ctx, async (tx) => {
    const updated = await q.updatePost(tx.db, postId, { status: 'rejected', rejectionNote: note });
    if (!updated) throw new NotFoundError(POST_NOT_FOUND);
    const author = await q.selectUserContact(tx.db, updated.authorId);
    if (author && author.id !== access.actor.user.id) {
      await tx.mailer.send(rejectedMail(ctx.publicUrl, author, access.actor.user.name, access.place.name, updated));
    }
    return updated;
  });
  await audit(ctx, post.placeKind, access, 'reject', post.id);
  return toPost(access, { post, author: row.author }, null, await loadGuidelines(ctx));
}

export async function deletePost(ctx: ServiceContext, postId: string) {
  const { row, access } = await postAccess(ctx, postId);
  assertEditable(access, row.post);
  await q.deletePost(ctx.db, postId);
  await audit(ctx, row.post.placeKind, access, 'delete', postId);
}

/** A photo for a post of this place, cropped per network; read only after the access check. */
export async function uploadImage(ctx: ServiceContext, kind: PlaceKindName, id: string, read: () => Promise<Buffer>) {
  const access = await requireSocialAccess(ctx, kind, id);
  await requireModule(ctx, kind, access.place.id, 'sociale-media');
  return storeSocialImage(ctx.storage, kind, access.place.id, await read());
}
