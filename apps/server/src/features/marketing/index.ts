import { createRouter } from '../../platform/openapi.ts';
import * as h from './marketing.handlers.ts';
import * as r from './marketing.routes.ts';
import { invoiceMailProvider, type PaymentProvider } from './payment.ts';

export type { PaymentProvider, PaymentRequest } from './payment.ts';
export { invoiceMailProvider } from './payment.ts';
export { productShell } from './product-shell.ts';

/** Contact and demo requests, plans and the modules they switch on (issue 22, ADR 050 and 051). */
export function marketingRouter(tuning: { trustProxy: boolean; payments?: PaymentProvider }) {
  return createRouter()
    .openapi(r.contactRoute, h.sendContact(tuning))
    .openapi(r.contactListRoute, h.contactList)
    .openapi(r.contactHandledRoute, h.contactHandled)
    .openapi(r.myPlansRoute, h.myPlans)
    .openapi(r.choosePlanRoute, h.choosePlan(tuning.payments ?? invoiceMailProvider))
    .openapi(r.productUsersRoute, h.productUsers)
    .openapi(r.productPlaceRoute, h.productPlace)
    .openapi(r.productToggleRoute, h.productToggle)
    .openapi(r.productFinderRoute, h.productFinder);
}
