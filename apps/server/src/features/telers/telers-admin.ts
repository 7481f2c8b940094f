import { createRoute, z } from '@hono/zod-openapi';
import { isId, slugify, type TelerAdmin, TelerAdminSchema, type TelerInput, TelerInputSchema } from '@platform/core';
import { asc, eq } from 'drizzle-orm';
import { requireRole } from '../../auth/guards.ts';
import { type ServiceContext, serviceContext } from '../../context.ts';
import { telers } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { createRouter, errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';
import { recordAudit } from '../audit/index.ts';

const tags = ['admin', 'telers'];

export const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/telers',
  tags,
  summary: 'Alle telers met alle velden (admins)',
  responses: { 200: jsonResponse(z.array(TelerAdminSchema), 'Telers'), ...errorResponses(401, 403) },
});
export const createTelerRoute = createRoute({
  method: 'post',
  path: '/api/admin/telers',
  tags,
  summary: 'Teler toevoegen (admins)',
  request: jsonBody(TelerInputSchema),
  responses: { 201: jsonResponse(TelerAdminSchema, 'Toegevoegd'), ...errorResponses(401, 403, 409, 422) },
});
export const updateTelerRoute = createRoute({
  method: 'put',
  path: '/api/admin/telers/{id}',
  tags,
  summary: 'Teler bijwerken (admins)',
  request: { params: IdParamsSchema, ...jsonBody(TelerInputSchema) },
  responses: { 200: jsonResponse(TelerAdminSchema, 'Bijgewerkt'), ...errorResponses(401, 403, 404, 409, 422) },
});

/** Every column the grower manager edits, plus the derived verification status. */
function toAdmin(row: typeof telers.$inferSelect): TelerAdmin {
  const { createdAt: _created, updatedAt: _updated, gemeente: _gemeente, ...fields } = row;
  return fields;
}

async function assertFreeSlug(ctx: ServiceContext, slug: string, ownId?: string) {
  const [taken] = await ctx.db.select({ id: telers.id }).from(telers).where(eq(telers.slug, slug));
  if (taken && taken.id !== ownId) throw new ConflictError('Er bestaat al een teler met deze naam.');
}

export async function listAllTelers(ctx: ServiceContext) {
  requireRole(ctx, 'admin');
  return (await ctx.db.select().from(telers).orderBy(asc(telers.naam))).map(toAdmin);
}

export async function createTeler(ctx: ServiceContext, input: TelerInput) {
  const admin = requireRole(ctx, 'admin');
  const slug = slugify(input.naam);
  await assertFreeSlug(ctx, slug);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(telers)
      .values({ ...input, slug, gemeente: input.plaats, verificationStatus: input.geverifieerd ? 'verified' : 'pending' })
      .returning();
    const teler = created as typeof telers.$inferSelect;
    await recordAudit(tx, { actorId: admin.user.id, action: 'teler.create', targetType: 'teler', targetId: teler.id });
    return teler;
  });
  return toAdmin(row);
}

export async function updateTeler(ctx: ServiceContext, id: string, input: TelerInput) {
  const admin = requireRole(ctx, 'admin');
  const slug = slugify(input.naam);
  await assertFreeSlug(ctx, slug, id);
  if (!isId(id)) throw new NotFoundError('Deze teler bestaat niet.');
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(telers)
      .set({
        ...input,
        slug,
        gemeente: input.plaats,
        verificationStatus: input.geverifieerd ? 'verified' : 'pending',
        updatedAt: new Date(),
      })
      .where(eq(telers.id, id))
      .returning();
    if (!updated) throw new NotFoundError('Deze teler bestaat niet.');
    await recordAudit(tx, { actorId: admin.user.id, action: 'teler.update', targetType: 'teler', targetId: id });
    return updated;
  });
  return toAdmin(row);
}

/** /admin/grower-manager's API: list, insert and update growers. */
export function telersAdminRouter() {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listAllTelers(serviceContext(c)), 200))
    .openapi(createTelerRoute, async (c) => c.json(await createTeler(serviceContext(c), c.req.valid('json')), 201))
    .openapi(updateTelerRoute, async (c) =>
      c.json(await updateTeler(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200),
    );
}
