import { MAX_IMAGE_BYTES } from '@platform/core';
import { createRouter } from '../../platform/openapi.ts';
import { uploadBodyLimit } from '../../platform/uploads.ts';
import * as h from './content.handlers.ts';
import * as r from './content.routes.ts';
import { FEED_PATHS, feedHandler } from './feeds.ts';

export { blockUnlessPasses, checkPost } from './compliance.ts';
export { createPlatformPost } from './content.service.ts';
export { isEditor, requireEditor, requirePartnerWriter } from './content-access.ts';
export { postShell } from './post-shell.ts';
export { publishedPages, publishedPartnerNews, publishedPosts } from './public.service.ts';
export { sanitizeRichText } from './sanitize.ts';

/** The blog, the news and partner news (issue 19, ADR 049); feeds and the old news addresses outside /api. */
export function contentRouter() {
  const router = createRouter();
  router.use(r.IMAGE_PATH, uploadBodyLimit(MAX_IMAGE_BYTES));
  router.use(r.PARTNER_IMAGE_PATH, uploadBodyLimit(MAX_IMAGE_BYTES));
  router.get(FEED_PATHS.blog, feedHandler('blog'));
  router.get(FEED_PATHS.news, feedHandler('news'));
  // Both old news addresses lead permanently to the one detail page of a post (spec §2).
  for (const path of ['/news/:slug', '/nieuws/:slug']) {
    router.get(path, (c) => c.redirect(`/blog/${encodeURIComponent(c.req.param('slug') ?? '')}`, 301));
  }
  return router
    .openapi(r.editorPostsRoute, h.editorPosts)
    .openapi(r.createPostRoute, h.createPost)
    .openapi(r.updatePostRoute, h.updatePost)
    .openapi(r.removePostRoute, h.removePost)
    .openapi(r.previewRoute, h.preview)
    .openapi(r.imageRoute, h.image)
    .openapi(r.partnerPostsRoute, h.partnerPosts)
    .openapi(r.createPartnerPostRoute, h.createPartnerPost)
    .openapi(r.updatePartnerPostRoute, h.updatePartnerPost)
    .openapi(r.removePartnerPostRoute, h.removePartnerPost)
    .openapi(r.partnerPreviewRoute, h.partnerPreview)
    .openapi(r.partnerImageRoute, h.partnerImage)
    .openapi(r.publicPostsRoute, h.publicPosts)
    .openapi(r.publicPostRoute, h.publicPost)
    .openapi(r.publicPageRoute, h.publicPage)
    .openapi(r.partnerNewsRoute, h.partnerNews)
    .openapi(r.partnerNewsItemRoute, h.partnerNewsItem);
}
