import { MAX_IMAGE_BYTES } from '@platform/core';
import { createRouter } from '../../platform/openapi.ts';
import { uploadBodyLimit } from '../../platform/uploads.ts';
import * as ch from './connections.handlers.ts';
import * as cr from './connections.routes.ts';
import type { ConnectionDeps } from './connections.service.ts';
import type { Connectors } from './connectors.ts';
import * as h from './social.handlers.ts';
import * as r from './social.routes.ts';

export function socialRouter(connectors: Connectors, connections: ConnectionDeps, writing: h.SocialWritingTuning) {
  const router = createRouter();
  router.use(r.UPLOAD_PATH, uploadBodyLimit(MAX_IMAGE_BYTES));
  router.openapi(r.uploadImageRoute, h.uploadImage);
  router.get(r.IMAGE_PATH, h.image);
  return router
    .openapi(r.calendarRoute, h.calendar(connectors))
    .openapi(r.createPostRoute, h.createPost)
    .openapi(r.writingHelpRoute, h.writingHelp(writing))
    .openapi(r.updatePostRoute, h.updatePost)
    .openapi(r.deletePostRoute, h.deletePost)
    .openapi(r.approvePostRoute, h.approvePost)
    .openapi(r.rejectPostRoute, h.rejectPost)
    .openapi(r.feedRoute, h.feed)
    .openapi(cr.connectionsRoute, ch.connections(connections))
    .openapi(cr.connectRoute, ch.connect(connections))
    .openapi(cr.disconnectRoute, ch.disconnect)
    .openapi(cr.callbackRoute, ch.callback(connections));
}

export { connectionDeps } from './connections.service.ts';
export { type Connectors, createConnectors } from './connectors.ts';
export { defineSocialPublisher, publishDuePosts, SOCIAL_PUBLISH_JOB } from './publisher.ts';
export type { SocialWritingTuning } from './social.handlers.ts';
