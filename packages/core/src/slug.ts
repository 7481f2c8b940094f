/**
 * The spec's slug helper: lowercase, trim, strip non-word characters, join
 * with hyphens. Accents are folded first so "Café" becomes "cafe", not "caf".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
