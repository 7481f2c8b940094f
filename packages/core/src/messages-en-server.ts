import { toEnglish } from './messages-en.ts';

/**
 * English versions of Dutch messages only the server sends (refusals no form can cause), kept out of
 * messages-en.ts because the web bundle carries that catalogue for its forms and the public pages are at their
 * size ceiling (ADR 037, ADR 058). The server's `localizeMessages` reads this first, then messages-en.ts.
 */
const SERVER_MESSAGES: Record<string, string> = {
  'Alleen een superadmin wijzigt het onderhoud en of aanmelden open is.':
    'Only a superadmin changes maintenance and whether sign-ups are open.',
  'Aanmelden is op dit moment gesloten. Probeer het later opnieuw.':
    'Signing up is closed at the moment. Please try again later.',
  'We voeren onderhoud uit aan het platform. Probeer het over een half uur opnieuw. Excuses voor het ongemak.':
    'We are carrying out maintenance on the platform. Please try again in half an hour. Sorry for the inconvenience.',
};

const SERVER_PATTERNS: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [
    /^(.+) zit niet in het abonnement van deze zaak\. Je hebt minstens het abonnement (.+) nodig: kies het op \/abonnementen\.$/s,
    (m) => `${m[1]} is not in this place's plan. You need at least the ${m[2]} plan: choose it at /abonnementen.`,
  ],
  [
    /^(.+) staat tijdelijk uit op het hele platform\. Probeer het later opnieuw\.$/s,
    (m) => `${m[1]} is switched off for the whole platform for now. Please try again later.`,
  ],
];

/** The English text of any Dutch API message: the server's own refusals first, then the shared catalogue. */
export function toEnglishOnServer(message: string): string {
  const known = SERVER_MESSAGES[message];
  if (known) return known;
  for (const [pattern, render] of SERVER_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return render(match);
  }
  return toEnglish(message);
}
