import { MAX_IMAGE_BYTES } from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import { serviceContext } from '../../context.ts';
import { attachmentResponse } from '../../platform/mail.ts';
import type { Handler } from '../../platform/openapi.ts';
import { readUpload } from '../../platform/uploads.ts';
import type * as routes from './accounts.routes.ts';
import { getMe as me } from './accounts.service.ts';
import * as privacy from './privacy.service.ts';
import * as profile from './profile.service.ts';

export const getMe: Handler<typeof routes.getMeRoute> = (c) => c.json(me(serviceContext(c)), 200);

export const updateProfile: Handler<typeof routes.updateProfileRoute> = async (c) =>
  c.json(await profile.updateProfile(serviceContext(c), c.req.valid('json')), 200);

export const uploadAvatar: Handler<typeof routes.uploadAvatarRoute> = async (c) => {
  const ctx = serviceContext(c);
  requireLogin(ctx); // before reading the body: anonymous is 401, not 422
  const { bytes } = await readUpload(c, MAX_IMAGE_BYTES, 'Kies een afbeelding');
  return c.json(await profile.updateAvatar(ctx, bytes), 200);
};

export const myMails: Handler<typeof routes.myMailsRoute> = async (c) => c.json(await profile.myMails(serviceContext(c)), 200);

export const myMailAttachment: Handler<typeof routes.myMailAttachmentRoute> = async (c) => {
  const { id, index } = c.req.valid('param');
  // A raw file, not JSON: the route documents no body schema, so the typed response is bypassed.
  return attachmentResponse(await profile.myMailAttachment(serviceContext(c), id, index)) as never;
};

export const exportData: Handler<typeof routes.exportRoute> = async (c) => {
  const data = await privacy.exportMyData(serviceContext(c));
  const date = data.exportedAt.slice(0, 10);
  return c.json(data, 200, {
    'Content-Disposition': `attachment; filename="mijn-gegevens-${date}.json"`,
    'Cache-Control': 'private, no-store',
  });
};

export const deleteAccount: Handler<typeof routes.deleteAccountRoute> = async (c) => {
  await privacy.deleteMyAccount(serviceContext(c), c.req.valid('json'));
  // The sessions went with the user row: the browser's cookie no longer resolves to anyone.
  return c.body(null, 204);
};
