// Without zod: the public wizard offers these as choices (bundle budget, ADR 087).

/** The wizard's effects (finder.ts maps them to product types). */
export const FINDER_EFFECTS = ['kalm', 'actief', 'creatief', 'gefocust'] as const;
export type FinderEffect = (typeof FINDER_EFFECTS)[number];
