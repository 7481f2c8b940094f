/**
 * Requests to change data, as the built-in assistant reads them (issue 17, ADR 044): set a
 * product's stock, draft a menu item, draft a post. Each becomes a tool call that runs only
 * after the person confirms it in the panel.
 */
export type ChangeIntent =
  | { kind: 'changeStock'; product: string; stock: number }
  | { kind: 'draftMenuItem'; name: string; price: number; description?: string }
  | { kind: 'draftPost'; topic: string; news: boolean };

const STOCK =
  /\b(?:zet|verander|wijzig|pas|maak)\b.*?\bvoorraad\s+(?:van|voor)\s+["“']?(.+?)["”']?\s+(?:op|naar|in op)\s+(\d{1,6})\b/i;
const MENU_ITEM =
  /\b(?:maak|voeg|zet|schrijf)\b\s+(?:een\s+)?(?:nieuw(?:e)?\s+)?(?:gerecht|product|menu-item|menuitem|item|drankje)\s*(?::\s*)?["“']?(.+?)["”']?\s+(?:voor|à|a|van|met prijs)\s*(?:€|eur(?:o)?\s*)?\s*(\d{1,4}(?:[.,]\d{1,2})?)\s*(?:euro)?(?:\s+(?:toe|aan))?(?:[.,:;]\s*(.*))?$/i;
const POST =
  /\b(?:schrijf|maak|stel)\b\s+(?:een\s+)?(?:(?:concept|educatief|kort)\s+)?(bericht|post|nieuwsbericht|artikel|nieuwtje)\s+(?:op\s+)?over\s+(.+?)[.?!]*$/i;

/** Euro amount as written in Dutch ("12,50", "12.50", "12") as a number. */
export function euroAmount(text: string): number {
  return Math.round(Number(text.replace(',', '.')) * 100) / 100;
}

export function parseChangeRequest(question: string): ChangeIntent | null {
  const text = question.trim().replace(/[’`]/g, "'").replace(/\s+/g, ' ');
  const stock = STOCK.exec(text);
  if (stock?.[1] && stock[2]) return { kind: 'changeStock', product: stock[1].trim(), stock: Number(stock[2]) };
  const item = MENU_ITEM.exec(text);
  if (item?.[1] && item[2]) {
    const description = item[3]?.trim().replace(/[.]+$/, '');
    return {
      kind: 'draftMenuItem',
      name: item[1].trim(),
      price: euroAmount(item[2]),
      ...(description ? { description } : {}),
    };
  }
  const post = POST.exec(text);
  if (post?.[1] && post[2]) {
    return { kind: 'draftPost', topic: post[2].trim(), news: /nieuws|nieuwtje/i.test(post[1]) };
  }
  return null;
}
