/** Query keys of merchandise; every write invalidates `all` (dashboards, admin lists and the public pages). */
export const merchandiseKeys = {
  all: ['merchandise'] as const,
  item: (id: string) => ['merchandise', 'item', id] as const,
  ofPartner: (slug: string) => ['merchandise', 'partner', slug] as const,
  managed: (partnerId: string) => ['merchandise', 'managed', partnerId] as const,
  managedItem: (partnerId: string, id: string) => ['merchandise', 'managed', partnerId, id] as const,
  partnerOrders: (partnerId: string) => ['merchandise', 'orders', partnerId] as const,
  admin: ['merchandise', 'admin'] as const,
  adminOrders: ['merchandise', 'admin-orders'] as const,
};

export const partnerMerchandisePath = (partnerId: string) => `/api/partner-dashboard/${partnerId}/merchandise`;
