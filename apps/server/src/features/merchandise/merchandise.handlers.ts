import { MAX_IMAGE_BYTES } from '@platform/core';
import { serviceContext } from '../../context.ts';
import { rateLimitKey } from '../../platform/client-address.ts';
import type { Handler } from '../../platform/openapi.ts';
import { readUpload } from '../../platform/uploads.ts';
import type * as r from './merchandise.routes.ts';
import * as pub from './public.service.ts';
import * as s from './seller.service.ts';

type UploadContext = Parameters<typeof readUpload>[0];
const reader = (c: UploadContext) => async () => (await readUpload(c, MAX_IMAGE_BYTES, 'Kies een afbeelding')).bytes;

export const publicItem: Handler<typeof r.publicItemRoute> = async (c) =>
  c.json(await pub.publicItem(serviceContext(c), c.req.valid('param').merchandiseId), 200);

export const order =
  (tuning: { trustProxy: boolean }): Handler<typeof r.orderRoute> =>
  async (c) =>
    c.json(
      await pub.requestOrder(
        serviceContext(c),
        c.req.valid('param').merchandiseId,
        c.req.valid('json'),
        rateLimitKey(c, tuning.trustProxy),
      ),
      201,
    );

export const partnerItems: Handler<typeof r.partnerItemsRoute> = async (c) =>
  c.json(await pub.partnerItems(serviceContext(c), c.req.valid('param').slug), 200);

export const dashboardList: Handler<typeof r.dashboardListRoute> = async (c) =>
  c.json(await s.partnerItems(serviceContext(c), c.req.valid('param').id), 200);

export const dashboardItem: Handler<typeof r.dashboardItemRoute> = async (c) => {
  const { id, merchandiseId } = c.req.valid('param');
  return c.json(await s.partnerItem(serviceContext(c), id, merchandiseId), 200);
};

export const dashboardCreate: Handler<typeof r.dashboardCreateRoute> = async (c) =>
  c.json(await s.savePartnerItem(serviceContext(c), c.req.valid('param').id, null, c.req.valid('json')), 201);

export const dashboardUpdate: Handler<typeof r.dashboardUpdateRoute> = async (c) => {
  const { id, merchandiseId } = c.req.valid('param');
  return c.json(await s.savePartnerItem(serviceContext(c), id, merchandiseId, c.req.valid('json')), 200);
};

export const dashboardRemove: Handler<typeof r.dashboardRemoveRoute> = async (c) => {
  const { id, merchandiseId } = c.req.valid('param');
  await s.removePartnerItem(serviceContext(c), id, merchandiseId);
  return c.body(null, 204);
};

export const dashboardImage: Handler<typeof r.dashboardImageRoute> = async (c) =>
  c.json(await s.uploadPartnerImage(serviceContext(c), c.req.valid('param').id, reader(c)), 201);

export const dashboardOrders: Handler<typeof r.dashboardOrdersRoute> = async (c) =>
  c.json(await s.partnerOrders(serviceContext(c), c.req.valid('param').id), 200);

export const adminList: Handler<typeof r.adminListRoute> = async (c) => c.json(await s.adminItems(serviceContext(c)), 200);

export const adminItem: Handler<typeof r.adminItemRoute> = async (c) =>
  c.json(await s.adminItem(serviceContext(c), c.req.valid('param').merchandiseId), 200);

export const adminCreate: Handler<typeof r.adminCreateRoute> = async (c) =>
  c.json(await s.createPlatformItem(serviceContext(c), c.req.valid('json')), 201);

export const adminUpdate: Handler<typeof r.adminUpdateRoute> = async (c) =>
  c.json(await s.updateAnyItem(serviceContext(c), c.req.valid('param').merchandiseId, c.req.valid('json')), 200);

export const adminPublication: Handler<typeof r.adminPublicationRoute> = async (c) =>
  c.json(await s.setPublished(serviceContext(c), c.req.valid('param').merchandiseId, c.req.valid('json').published), 200);

export const adminRemove: Handler<typeof r.adminRemoveRoute> = async (c) => {
  await s.removePlatformItem(serviceContext(c), c.req.valid('param').merchandiseId);
  return c.body(null, 204);
};

export const adminImage: Handler<typeof r.adminImageRoute> = async (c) =>
  c.json(await s.uploadPlatformImage(serviceContext(c), reader(c)), 201);

export const adminOrders: Handler<typeof r.adminOrdersRoute> = async (c) => c.json(await s.adminOrders(serviceContext(c)), 200);
