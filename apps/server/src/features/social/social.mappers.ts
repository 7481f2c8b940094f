import { type PlaceKindName, type SocialPost, socialChecks } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import type { PlaceAccess } from '../../platform/place-access.ts';
import { loadGuidelines } from '../community/index.ts';
import * as q from './social.queries.ts';
import { socialImageUrls } from './social-images.ts';

type Access = PlaceAccess<PlaceKindName>;

/** The owner and admins approve; a manager proposes. */
export const approves = (access: Access) => !access.asManager;

export function toPost(
  access: Access,
  row: q.PostWithNames,
  approvedBy: string | null,
  guidelines: Parameters<typeof socialChecks>[3],
): SocialPost {
  const { post } = row;
  const mine = post.authorId === access.actor.user.id;
  return {
    id: post.id,
    text: post.text,
    networks: post.networks,
    scheduledAt: post.scheduledAt.toISOString(),
    status: post.status,
    image: post.imageId ? socialImageUrls(post.imageId) : null,
    author: row.author ?? 'Onbekend',
    approvedBy,
    rejectionNote: post.rejectionNote,
    checks: socialChecks(post.text, post.placeKind, post.networks, guidelines),
    deliveries: post.deliveries,
    canEdit: post.status !== 'published' && (approves(access) || mine),
    createdAt: post.createdAt.toISOString(),
  };
}

export async function toPosts(ctx: ServiceContext, access: Access, rows: q.PostWithNames[]) {
  const guidelines = await loadGuidelines(ctx);
  const approvers = await q.selectUserNames(ctx.db, [
    ...new Set(rows.flatMap((row) => (row.post.approvedBy ? [row.post.approvedBy] : []))),
  ]);
  return rows.map((row) =>
    toPost(access, row, row.post.approvedBy ? (approvers.get(row.post.approvedBy) ?? null) : null, guidelines),
  );
}
