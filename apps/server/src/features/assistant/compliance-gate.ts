import { type ComplianceIssue, checkCompliance } from '@platform/core';
import type { TextStreamPart, ToolSet } from 'ai';

/** Said instead of a cannabis-brand answer that fails the compliance check. */
export const WITHHELD_ANSWER =
  'Dit antwoord houd ik tegen: het voldoet niet aan de regels voor informatie over cannabis (geen reclame, geen gezondheidsclaims, geen prijzen buiten het zichtbare menu). Stel je vraag anders of kijk op de pagina van de coffeeshop.';

const PRICE_LABELS = new Set(['Prijsvermelding', 'Prijs in woorden of notatie', 'Prijs per hoeveelheid']);

/**
 * A cannabis-brand answer passes the compliance engine (issue 17): no promotion and no health
 * claims. Prices pass only when they came from a menu this viewer may see (`pricesVisible`);
 * THC/CBD percentages are facts here, not a note's claim.
 */
export function passesCompliance(text: string, pricesVisible: boolean): boolean {
  const blocking = checkCompliance(text).issues.filter(
    (issue: ComplianceIssue) =>
      (issue.severity === 'high' || issue.severity === 'critical') && !(pricesVisible && PRICE_LABELS.has(issue.label)),
  );
  return blocking.length === 0;
}

/**
 * A stream transform that holds each text block until it ends and lets it through only when it
 * passes the check; otherwise the block becomes the withheld notice. `pricesVisible` is read when
 * the block ends, after the step's tools ran.
 */
export function complianceTransform(pricesVisible: () => boolean) {
  return <TOOLS extends ToolSet>() => {
    const held = new Map<string, string>();
    return new TransformStream<TextStreamPart<TOOLS>, TextStreamPart<TOOLS>>({
      transform(part, controller) {
        if (part.type === 'text-delta') {
          held.set(part.id, (held.get(part.id) ?? '') + part.text);
          return;
        }
        if (part.type === 'text-end') {
          const text = held.get(part.id) ?? '';
          held.delete(part.id);
          const safe = passesCompliance(text, pricesVisible()) ? text : WITHHELD_ANSWER;
          controller.enqueue({ type: 'text-delta', id: part.id, text: safe });
        }
        controller.enqueue(part);
      },
    });
  };
}
