import { MAX_IMAGE_BYTES } from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import { serviceContext } from '../../context.ts';
import { attachmentResponse } from '../../platform/mail.ts';
import { createRouter } from '../../platform/openapi.ts';
import type { Storage } from '../../platform/storage.ts';
import { readUpload, uploadBodyLimit } from '../../platform/uploads.ts';
import * as r from './accounts.routes.ts';
import { getMe } from './accounts.service.ts';
import { deleteMyAccount, exportMyData } from './privacy.service.ts';
import { myMailAttachment, myMails, updateAvatar, updateProfile } from './profile.service.ts';

export function accountsRouter(storage: Storage) {
  const router = createRouter();
  router.use('/api/me/avatar', uploadBodyLimit(MAX_IMAGE_BYTES));
  return router
    .openapi(r.getMeRoute, (c) => c.json(getMe(serviceContext(c)), 200))
    .openapi(r.updateProfileRoute, async (c) => c.json(await updateProfile(serviceContext(c), c.req.valid('json')), 200))
    .openapi(r.uploadAvatarRoute, async (c) => {
      const ctx = serviceContext(c);
      requireLogin(ctx); // before reading the body: anonymous is 401, not 422
      const { bytes } = await readUpload(c, MAX_IMAGE_BYTES, 'Kies een afbeelding');
      return c.json(await updateAvatar(ctx, storage, bytes), 200);
    })
    .openapi(r.myMailsRoute, async (c) => c.json(await myMails(serviceContext(c)), 200))
    .openapi(r.myMailAttachmentRoute, async (c) => {
      const { id, index } = c.req.valid('param');
      // A raw file, not JSON: the route documents no body schema, so the typed response is bypassed.
      return attachmentResponse(await myMailAttachment(serviceContext(c), id, index)) as never;
    })
    .openapi(r.exportRoute, async (c) => {
      const data = await exportMyData(serviceContext(c));
      const date = data.exportedAt.slice(0, 10);
      return c.json(data, 200, {
        'Content-Disposition': `attachment; filename="mijn-gegevens-${date}.json"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .openapi(r.deleteAccountRoute, async (c) => {
      await deleteMyAccount(serviceContext(c), storage, c.req.valid('json'));
      // The sessions went with the user row: the browser's cookie no longer resolves to anyone.
      return c.body(null, 204);
    });
}
