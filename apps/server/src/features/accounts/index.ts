import { MAX_IMAGE_BYTES } from '@platform/core';
import { createRouter } from '../../platform/openapi.ts';
import { uploadBodyLimit } from '../../platform/uploads.ts';
import * as h from './accounts.handlers.ts';
import * as r from './accounts.routes.ts';

export function accountsRouter() {
  const router = createRouter();
  router.use('/api/me/avatar', uploadBodyLimit(MAX_IMAGE_BYTES));
  return router
    .openapi(r.getMeRoute, h.getMe)
    .openapi(r.updateProfileRoute, h.updateProfile)
    .openapi(r.uploadAvatarRoute, h.uploadAvatar)
    .openapi(r.myMailsRoute, h.myMails)
    .openapi(r.myMailAttachmentRoute, h.myMailAttachment)
    .openapi(r.exportRoute, h.exportData)
    .openapi(r.deleteAccountRoute, h.deleteAccount);
}
