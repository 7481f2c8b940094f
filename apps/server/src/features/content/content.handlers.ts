import { MAX_IMAGE_BYTES } from '@platform/core';
import type { Context } from 'hono';
import { serviceContext } from '../../context.ts';
import { storeImage } from '../../platform/images.ts';
import type { Handler } from '../../platform/openapi.ts';
import { readUpload } from '../../platform/uploads.ts';
import type * as r from './content.routes.ts';
import * as s from './content.service.ts';
import { requireEditor, requirePartnerWriter } from './content-access.ts';
import * as pub from './public.service.ts';

const readImage = async (c: Context) => (await readUpload(c, MAX_IMAGE_BYTES, 'Kies een afbeelding')).bytes;

export const editorPosts: Handler<typeof r.editorPostsRoute> = async (c) =>
  c.json(await s.editorPosts(serviceContext(c), c.req.valid('query').kind), 200);
export const createPost: Handler<typeof r.createPostRoute> = async (c) =>
  c.json(await s.createPlatformPost(serviceContext(c), c.req.valid('json')), 201);
export const updatePost: Handler<typeof r.updatePostRoute> = async (c) =>
  c.json(await s.updatePlatformPost(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
export const removePost: Handler<typeof r.removePostRoute> = async (c) => {
  await s.removePlatformPost(serviceContext(c), c.req.valid('param').id);
  return c.body(null, 204);
};
export const preview: Handler<typeof r.previewRoute> = async (c) =>
  c.json(await s.editorPreview(serviceContext(c), c.req.valid('json')), 200);

/** The access check comes before the upload is read. */
export const image: Handler<typeof r.imageRoute> = async (c) => {
  const ctx = serviceContext(c);
  requireEditor(ctx);
  return c.json(await storeImage(ctx.storage, await readImage(c)), 201);
};

export const partnerPosts: Handler<typeof r.partnerPostsRoute> = async (c) =>
  c.json(await s.partnerPosts(serviceContext(c), c.req.valid('param').partnerId), 200);
export const createPartnerPost: Handler<typeof r.createPartnerPostRoute> = async (c) =>
  c.json(await s.createPartnerPost(serviceContext(c), c.req.valid('param').partnerId, c.req.valid('json')), 201);
export const updatePartnerPost: Handler<typeof r.updatePartnerPostRoute> = async (c) => {
  const { partnerId, postId } = c.req.valid('param');
  return c.json(await s.updatePartnerPost(serviceContext(c), partnerId, postId, c.req.valid('json')), 200);
};
export const removePartnerPost: Handler<typeof r.removePartnerPostRoute> = async (c) => {
  const { partnerId, postId } = c.req.valid('param');
  await s.removePartnerPost(serviceContext(c), partnerId, postId);
  return c.body(null, 204);
};
export const partnerPreview: Handler<typeof r.partnerPreviewRoute> = async (c) =>
  c.json(await s.partnerPreview(serviceContext(c), c.req.valid('param').partnerId, c.req.valid('json')), 200);
export const partnerImage: Handler<typeof r.partnerImageRoute> = async (c) => {
  const ctx = serviceContext(c);
  await requirePartnerWriter(ctx, c.req.valid('param').partnerId);
  return c.json(await storeImage(ctx.storage, await readImage(c)), 201);
};

export const publicPosts: Handler<typeof r.publicPostsRoute> = async (c) =>
  c.json(await pub.publishedPosts(serviceContext(c), c.req.valid('query').kind), 200);
export const publicPost: Handler<typeof r.publicPostRoute> = async (c) =>
  c.json(await pub.publishedPost(serviceContext(c), c.req.valid('param').slug), 200);
export const publicPage: Handler<typeof r.publicPageRoute> = async (c) =>
  c.json(await pub.publishedPage(serviceContext(c), c.req.valid('param').slug), 200);
export const partnerNews: Handler<typeof r.partnerNewsRoute> = async (c) =>
  c.json(await pub.partnerNews(serviceContext(c), c.req.valid('param').partnerSlug), 200);
export const partnerNewsItem: Handler<typeof r.partnerNewsItemRoute> = async (c) => {
  const { partnerSlug, newsSlug } = c.req.valid('param');
  return c.json(await pub.partnerNewsItem(serviceContext(c), partnerSlug, newsSlug), 200);
};
