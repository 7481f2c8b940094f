/**
 * Joins class names, skipping empty ones. It does not merge: the merging library (8 KB gzip) stays out of the browser
 * bundle (ADR 082, the bundle budget). scripts/class-conflicts.test.ts keeps every class list passed here free of two
 * classes for the same property, so there is nothing to merge: a component that lets callers change its padding,
 * corners or text size takes them as a prop (Button `box`, Table `textSize`, Card `padding`) instead of `className`.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
