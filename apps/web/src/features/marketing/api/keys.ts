import type { ProductSlug } from '@platform/core';

/** Query keys of contact messages, plans and modules; a plan choice or a module switch invalidates `modules`. */
export const marketingKeys = {
  contact: (status: string) => ['marketing', 'contact', status] as const,
  contactAll: ['marketing', 'contact'] as const,
  myPlans: ['marketing', 'my-plans'] as const,
  modules: ['marketing', 'modules'] as const,
  productUsers: (product: ProductSlug) => ['marketing', 'modules', product] as const,
  productPlace: (product: ProductSlug, kind: string, id: string) => ['marketing', 'modules', product, kind, id] as const,
  finder: (product: ProductSlug) => ['marketing', 'modules', product, 'finder'] as const,
};
