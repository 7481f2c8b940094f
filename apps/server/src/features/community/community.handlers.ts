import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './community.routes.ts';
import * as community from './community.service.ts';
import * as drafts from './drafts.service.ts';
import * as moderation from './moderation.service.ts';

export const listTiers: Handler<typeof routes.listTiersRoute> = async (c) =>
  c.json(await community.listTiers(serviceContext(c)), 200);
export const getDashboard: Handler<typeof routes.getDashboardRoute> = async (c) =>
  c.json(await community.getDashboard(serviceContext(c)), 200);
export const apply: Handler<typeof routes.applyRoute> = async (c) =>
  c.json(await community.applyAsMaker(serviceContext(c), c.req.valid('json')), 201);
export const updateMaker: Handler<typeof routes.updateMakerRoute> = async (c) =>
  c.json(await community.updateMaker(serviceContext(c), c.req.valid('json')), 200);
export const listContent: Handler<typeof routes.listContentRoute> = async (c) =>
  c.json(await community.listOwnContent(serviceContext(c)), 200);
export const submitReview: Handler<typeof routes.submitReviewRoute> = async (c) =>
  c.json(await community.submitReview(serviceContext(c), c.req.valid('json')), 201);
export const getContent: Handler<typeof routes.getContentRoute> = async (c) =>
  c.json(await moderation.getContentDetail(serviceContext(c), c.req.valid('param').id), 200);
export const analytics: Handler<typeof routes.analyticsRoute> = async (c) =>
  c.json(await community.getAnalytics(serviceContext(c)), 200);
export const activeGuidelines: Handler<typeof routes.activeGuidelinesRoute> = async (c) =>
  c.json(await community.activeGuidelineRows(serviceContext(c)), 200);
export const queue: Handler<typeof routes.queueRoute> = async (c) =>
  c.json(await moderation.listQueue(serviceContext(c), c.req.valid('query').status), 200);
export const decide: Handler<typeof routes.decideRoute> = async (c) =>
  c.json(await moderation.decide(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
export const listGuidelines: Handler<typeof routes.listGuidelinesRoute> = async (c) =>
  c.json(await moderation.listGuidelines(serviceContext(c)), 200);
export const createGuideline: Handler<typeof routes.createGuidelineRoute> = async (c) =>
  c.json(await moderation.createGuideline(serviceContext(c), c.req.valid('json')), 201);
export const setGuidelineActive: Handler<typeof routes.setGuidelineActiveRoute> = async (c) =>
  c.json(await moderation.setGuidelineActive(serviceContext(c), c.req.valid('param').id, c.req.valid('json').isActive), 200);
export const previewGuideline: Handler<typeof routes.previewGuidelineRoute> = async (c) =>
  c.json(await moderation.previewGuideline(serviceContext(c), c.req.valid('json')), 200);
export const getDraft: Handler<typeof routes.getDraftRoute> = async (c) =>
  c.json(await drafts.getMakerDraft(serviceContext(c), c.req.valid('param').id), 200);
