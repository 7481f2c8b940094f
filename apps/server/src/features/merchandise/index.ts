import { MAX_IMAGE_BYTES } from '@platform/core';
import { createRouter } from '../../platform/openapi.ts';
import { uploadBodyLimit } from '../../platform/uploads.ts';
import * as h from './merchandise.handlers.ts';
import * as r from './merchandise.routes.ts';

export { merchandiseShell } from './merchandise-shell.ts';

/** Merchandise of partners and the platform, order requests without payment (issue 19, ADR 055). */
export function merchandiseRouter(tuning: { trustProxy: boolean }) {
  const router = createRouter();
  for (const path of r.IMAGE_PATHS) router.use(path, uploadBodyLimit(MAX_IMAGE_BYTES));
  return router
    .openapi(r.publicItemRoute, h.publicItem)
    .openapi(r.orderRoute, h.order(tuning))
    .openapi(r.partnerItemsRoute, h.partnerItems)
    .openapi(r.dashboardListRoute, h.dashboardList)
    .openapi(r.dashboardItemRoute, h.dashboardItem)
    .openapi(r.dashboardCreateRoute, h.dashboardCreate)
    .openapi(r.dashboardUpdateRoute, h.dashboardUpdate)
    .openapi(r.dashboardRemoveRoute, h.dashboardRemove)
    .openapi(r.dashboardImageRoute, h.dashboardImage)
    .openapi(r.dashboardOrdersRoute, h.dashboardOrders)
    .openapi(r.adminListRoute, h.adminList)
    .openapi(r.adminItemRoute, h.adminItem)
    .openapi(r.adminCreateRoute, h.adminCreate)
    .openapi(r.adminUpdateRoute, h.adminUpdate)
    .openapi(r.adminPublicationRoute, h.adminPublication)
    .openapi(r.adminRemoveRoute, h.adminRemove)
    .openapi(r.adminImageRoute, h.adminImage)
    .openapi(r.adminOrdersRoute, h.adminOrders);
}
