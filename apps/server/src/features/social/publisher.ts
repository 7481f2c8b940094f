import type { Delivery, SocialNetwork } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { ConnectorError, type Connectors } from './connectors.ts';
import * as q from './social.queries.ts';
import { readSocialCrop } from './social-images.ts';
import { manualPostMail } from './social-mail.ts';

export const SOCIAL_PUBLISH_JOB = 'social-publish';

export type PublisherDeps = Pick<ServiceContext, 'db' | 'mailer' | 'logger' | 'publicUrl' | 'storage'> & {
  connectors: Connectors;
};

async function ownerAndName(deps: PublisherDeps, post: q.SocialPostRow) {
  const place = await q.selectPlaceOwner(deps.db, post.placeKind, post.placeId);
  return { placeName: place?.name ?? 'je zaak', owner: await q.selectUserContact(deps.db, place?.ownerId ?? null) };
}

/**
 * Sends out the planned posts whose time has come (ADR 048). Each post is claimed first (status published
 * where it is still scheduled), so two runs never send it twice. A network with a connector is published
 * through it; the others are left for a person: the post is in the place's RSS feed and the owner gets a
 * reminder mail with the text and the cropped photo. A connector's failure is kept with the post and mailed
 * as a manual post too, so nothing is silently lost.
 */
export async function publishDuePosts(deps: PublisherDeps, now = new Date()): Promise<number> {
  const due = await q.selectDuePosts(deps.db, now);
  let sent = 0;
  for (const candidate of due) {
    const post = await q.claimDuePost(deps.db, candidate.id, now);
    if (!post) continue;
    sent += 1;
    const deliveries: Partial<Record<SocialNetwork, Delivery>> = {};
    const imageUrl = (network: SocialNetwork) =>
      post.imageId ? `${deps.publicUrl}/api/social/images/${post.imageId}/${network}.jpg` : null;
    for (const network of post.networks) {
      const connector = await deps.connectors.connectorFor(deps.db, post.placeKind, post.placeId, network);
      if (!connector) {
        deliveries[network] = { status: 'manual' };
        continue;
      }
      try {
        const { imageId } = post;
        const { externalId } = await connector.publish({
          text: post.text,
          imageUrl: imageUrl(network),
          image: imageId ? () => readSocialCrop(deps.storage, imageId, `${network}.jpg`) : null,
        });
        deliveries[network] = { status: 'published', externalId };
      } catch (error) {
        const message = error instanceof ConnectorError ? error.message : 'Het netwerk was niet bereikbaar.';
        deps.logger.warn({ err: error, post: post.id, network }, 'social-bericht niet gepubliceerd');
        deliveries[network] = { status: 'failed', error: message };
      }
    }
    const byHand = post.networks.filter((network) => deliveries[network]?.status !== 'published');
    await withTransaction(deps, async (tx) => {
      await q.updatePost(tx.db, post.id, { deliveries });
      if (byHand.length === 0) return;
      const { owner, placeName } = await ownerAndName({ ...deps, db: tx.db }, post);
      const feedUrl = `${deps.publicUrl}/api/social/feeds/${post.placeKind}/${post.placeId}.xml`;
      if (owner) await tx.mailer.send(manualPostMail(deps.publicUrl, owner, placeName, post, byHand, feedUrl));
    });
  }
  if (sent > 0) deps.logger.info({ sent }, 'social-berichten verstuurd');
  return sent;
}

/** Every five minutes, once across processes (a sweep: at most one waiting and one running). */
export function defineSocialPublisher(jobs: Jobs, deps: PublisherDeps) {
  jobs.define({
    name: SOCIAL_PUBLISH_JOB,
    policy: 'stately',
    cron: '*/5 * * * *',
    retryLimit: 2,
    handler: async () => {
      const resealed = await deps.connectors.reseal(deps.db);
      if (resealed > 0) deps.logger.info({ resealed }, 'social-tokens opnieuw versleuteld met de nieuwe sleutel');
      await publishDuePosts(deps);
    },
  });
}
