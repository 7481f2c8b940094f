import type { LanguageModelV4 } from '@ai-sdk/provider';
import { MAX_IMAGE_BYTES } from '@platform/core';
import type { Context } from 'hono';
import type { AiBudget } from '../../config.ts';
import { type AppEnv, serviceContext } from '../../context.ts';
import { rateLimitKey } from '../../platform/client-address.ts';
import type { Handler } from '../../platform/openapi.ts';
import { readUpload } from '../../platform/uploads.ts';
import type { Connectors } from './connectors.ts';
import { placeFeed } from './feed.ts';
import type * as routes from './social.routes.ts';
import * as s from './social.service.ts';
import { readSocialCrop } from './social-images.ts';
import * as w from './writing.service.ts';

/** Writing help's tuning: the same model, budgets and question limits as the assistants (ADR 036, 043, 078). */
export interface SocialWritingTuning {
  external: LanguageModelV4 | undefined;
  budget: AiBudget;
  limits: w.SocialWritingRun['limits'];
  trustProxy: boolean;
}

export const calendar =
  (connectors: Connectors): Handler<typeof routes.calendarRoute> =>
  async (c) => {
    const { kind, id } = c.req.valid('param');
    return c.json(await s.calendar(serviceContext(c), connectors, kind, id, c.req.valid('query')), 200);
  };

export const createPost: Handler<typeof routes.createPostRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await s.createPost(serviceContext(c), kind, id, c.req.valid('json')), 201);
};

export const writingHelp =
  (tuning: SocialWritingTuning): Handler<typeof routes.writingHelpRoute> =>
  async (c) => {
    const { kind, id } = c.req.valid('param');
    const run: w.SocialWritingRun = {
      ctx: serviceContext(c),
      clientAddress: rateLimitKey(c, tuning.trustProxy),
      external: tuning.external,
      budget: tuning.budget,
      limits: tuning.limits,
    };
    return c.json(await w.writingHelp(run, kind, id, c.req.valid('json')), 200);
  };

export const uploadImage: Handler<typeof routes.uploadImageRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  const read = async () => (await readUpload(c, MAX_IMAGE_BYTES, 'Kies een afbeelding')).bytes;
  return c.json(await s.uploadImage(serviceContext(c), kind, id, read), 201);
};

export const updatePost: Handler<typeof routes.updatePostRoute> = async (c) =>
  c.json(await s.updatePost(serviceContext(c), c.req.valid('param').postId, c.req.valid('json')), 200);

export const deletePost: Handler<typeof routes.deletePostRoute> = async (c) => {
  await s.deletePost(serviceContext(c), c.req.valid('param').postId);
  return c.body(null, 204);
};

export const approvePost: Handler<typeof routes.approvePostRoute> = async (c) =>
  c.json(await s.approvePost(serviceContext(c), c.req.valid('param').postId), 200);

export const rejectPost: Handler<typeof routes.rejectPostRoute> = async (c) =>
  c.json(await s.rejectPost(serviceContext(c), c.req.valid('param').postId, c.req.valid('json')), 200);

export const feed: Handler<typeof routes.feedRoute> = async (c) => {
  const { kind, file } = c.req.valid('param');
  const xml = await placeFeed(serviceContext(c), kind, file.replace(/\.xml$/i, ''));
  return c.body(xml, 200, { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' });
};

/** A crop never changes once written: cached for a year. */
export async function image(c: Context<AppEnv>) {
  const { id = '', file = '' } = c.req.param();
  const body = await readSocialCrop(serviceContext(c).storage, id, file);
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': 'image/jpeg',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
}
