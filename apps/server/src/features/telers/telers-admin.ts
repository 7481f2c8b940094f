import { createRoute, z } from '@hono/zod-openapi';
import { slugify, type TelerAdmin, TelerAdminSchema, type TelerInput, TelerInputSchema } from '@platform/core';
import { asc, eq } from 'drizzle-orm';
import { requireRole } from '../../auth/guards.ts';
import { type ServiceContext, serviceContext } from '../../context.ts';
import { telers } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { createRouter, errorResponses, IdParamsSchema, jsonBody, jsonResponse } from '../../platform/openapi.ts';

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

function toAdmin(row: typeof telers.$inferSelect): TelerAdmin {
  return {
    id: row.id,
    naam: row.naam,
    slug: row.slug,
    plaats: row.plaats,
    provincie: row.provincie,
    beschrijving: row.beschrijving,
    specialiteiten: row.specialiteiten,
    licensieNummer: row.licensieNummer,
    kvkNummer: row.kvkNummer,
    contactEmail: row.contactEmail,
    website: row.website,
    designatedGrower: row.designatedGrower,
    geverifieerd: row.geverifieerd,
    actief: row.actief,
  };
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
  requireRole(ctx, 'admin');
  const slug = slugify(input.naam);
  await assertFreeSlug(ctx, slug);
  const [row] = await ctx.db
    .insert(telers)
    .values({ ...input, slug, gemeente: input.plaats, verificationStatus: input.geverifieerd ? 'verified' : 'pending' })
    .returning();
  return toAdmin(row as typeof telers.$inferSelect);
}

export async function updateTeler(ctx: ServiceContext, id: string, input: TelerInput) {
  requireRole(ctx, 'admin');
  const slug = slugify(input.naam);
  await assertFreeSlug(ctx, slug, id);
  const [row] = /^[0-9a-f-]{36}$/i.test(id)
    ? await ctx.db
        .update(telers)
        .set({
          ...input,
          slug,
          gemeente: input.plaats,
          verificationStatus: input.geverifieerd ? 'verified' : 'pending',
          updatedAt: new Date(),
        })
        .where(eq(telers.id, id))
        .returning()
    : [];
  if (!row) throw new NotFoundError('Deze teler bestaat niet.');
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
