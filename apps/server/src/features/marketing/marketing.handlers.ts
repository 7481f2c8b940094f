import { serviceContext } from '../../context.ts';
import { rateLimitKey } from '../../platform/client-address.ts';
import type { Handler } from '../../platform/openapi.ts';
import * as contact from './contact.service.ts';
import type * as r from './marketing.routes.ts';
import type { PaymentProvider } from './payment.ts';
import * as plans from './plans.service.ts';

export const sendContact =
  (tuning: { trustProxy: boolean }): Handler<typeof r.contactRoute> =>
  async (c) =>
    c.json(await contact.sendContactMessage(serviceContext(c), c.req.valid('json'), rateLimitKey(c, tuning.trustProxy)), 201);

export const contactList: Handler<typeof r.contactListRoute> = async (c) =>
  c.json(await contact.listContactMessages(serviceContext(c), c.req.valid('query').status), 200);

export const contactHandled: Handler<typeof r.contactHandledRoute> = async (c) =>
  c.json(await contact.markContactHandled(serviceContext(c), c.req.valid('param').messageId, c.req.valid('json').handled), 200);

export const myPlans: Handler<typeof r.myPlansRoute> = async (c) => c.json(await plans.myPlans(serviceContext(c)), 200);

export const choosePlan =
  (payments: PaymentProvider): Handler<typeof r.choosePlanRoute> =>
  async (c) =>
    c.json(await plans.choosePlan(serviceContext(c), c.req.valid('json'), payments), 201);

export const productUsers: Handler<typeof r.productUsersRoute> = async (c) =>
  c.json(await plans.productUsers(serviceContext(c), c.req.valid('param').product), 200);

export const productPlace: Handler<typeof r.productPlaceRoute> = async (c) => {
  const { product, placeKind, placeId } = c.req.valid('param');
  return c.json(await plans.productUser(serviceContext(c), product, placeKind, placeId), 200);
};

export const productToggle: Handler<typeof r.productToggleRoute> = async (c) => {
  const { product, placeKind, placeId } = c.req.valid('param');
  return c.json(await plans.toggleProduct(serviceContext(c), product, placeKind, placeId, c.req.valid('json').enabled), 200);
};

export const productFinder: Handler<typeof r.productFinderRoute> = async (c) =>
  c.json(await plans.coffeeshopsWithProduct(serviceContext(c), c.req.valid('param').product), 200);
