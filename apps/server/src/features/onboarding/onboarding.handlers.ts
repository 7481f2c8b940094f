import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './onboarding.routes.ts';
import * as onboarding from './onboarding.service.ts';
import * as review from './review.service.ts';

export const myApplication: Handler<typeof routes.myApplicationRoute> = async (c) =>
  c.json(await onboarding.myApplication(serviceContext(c)), 200);

export const saveStep: Handler<typeof routes.saveStepRoute> = async (c) =>
  c.json(await onboarding.saveStep(serviceContext(c), c.req.valid('json')), 200);

export const submit: Handler<typeof routes.submitRoute> = async (c) => c.json(await onboarding.submit(serviceContext(c)), 200);

export const towns: Handler<typeof routes.townsRoute> = async (c) => c.json([...onboarding.towns(serviceContext(c))], 200);

export const claimable: Handler<typeof routes.claimableRoute> = async (c) =>
  c.json(await onboarding.claimable(serviceContext(c), c.req.valid('query').q), 200);

export const claim: Handler<typeof routes.claimRoute> = async (c) =>
  c.json(await onboarding.claim(serviceContext(c), c.req.valid('json')), 201);

export const myHorecaApplication: Handler<typeof routes.myHorecaApplicationRoute> = async (c) =>
  c.json(await onboarding.myApplication(serviceContext(c), 'horeca'), 200);

export const saveHorecaStep: Handler<typeof routes.saveHorecaStepRoute> = async (c) =>
  c.json(await onboarding.saveStep(serviceContext(c), c.req.valid('json'), 'horeca'), 200);

export const submitHoreca: Handler<typeof routes.submitHorecaRoute> = async (c) =>
  c.json(await onboarding.submit(serviceContext(c), 'horeca'), 200);

export const queue: Handler<typeof routes.queueRoute> = async (c) => c.json(await review.reviewQueue(serviceContext(c)), 200);

export const decide: Handler<typeof routes.decideRoute> = async (c) =>
  c.json(await review.decide(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
