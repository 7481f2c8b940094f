/** `%text%` for ILIKE, with the user's own % and _ matched literally (a search for "50%" finds "50%"). */
export function containsPattern(text: string): string {
  return `%${text.replaceAll(/[%_\\]/g, (c) => `\\${c}`)}%`;
}
