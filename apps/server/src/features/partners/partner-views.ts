import type { ManagedPartner, PartnerPage, PartnerService, PartnerSummary } from '@platform/core';
import type { partnerServices } from '../../db/schema/index.ts';
import type { PartnerRow } from './partners.queries.ts';

export function toSummary(row: PartnerRow): PartnerSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    region: row.region,
    logoUrl: row.logoUrl,
    description: row.description,
  };
}

export function toService(row: typeof partnerServices.$inferSelect): PartnerService {
  return { id: row.id, title: row.title, description: row.description, priceText: row.priceText };
}

export function toPage(row: PartnerRow, services: Array<typeof partnerServices.$inferSelect>): PartnerPage {
  return {
    ...toSummary(row),
    website: row.website,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    services: services.map(toService),
  };
}

export function toManaged(row: PartnerRow, services: Array<typeof partnerServices.$inferSelect>): ManagedPartner {
  return { ...toPage(row, services), status: row.status };
}
