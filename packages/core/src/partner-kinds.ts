// Without zod: the public partner list shows these as its filter (bundle budget, ADR 087).
/** Businesses that serve coffeeshops and horeca (issue 19). */
export const PARTNER_KINDS = [
  'leverancier',
  'kassasysteem',
  'schermen',
  'beveiliging',
  'accountant',
  'teeltdiensten',
  'overig',
] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
