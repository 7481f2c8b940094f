/** Better Auth error codes in Dutch, for the API error shape. */
const MESSAGES: Record<string, string> = {
  USER_ALREADY_EXISTS: 'Er bestaat al een account met dit e-mailadres.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Er bestaat al een account met dit e-mailadres.',
  INVALID_EMAIL_OR_PASSWORD: 'Onjuist e-mailadres of wachtwoord.',
  INVALID_PASSWORD: 'Onjuist wachtwoord.',
  INVALID_EMAIL: 'Vul een geldig e-mailadres in.',
  PASSWORD_TOO_SHORT: 'Wachtwoord moet minimaal 8 tekens hebben.',
  PASSWORD_TOO_LONG: 'Wachtwoord is te lang.',
  INVALID_TOKEN: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
  TOKEN_EXPIRED: 'Deze link is verlopen. Vraag een nieuwe aan.',
  SESSION_EXPIRED: 'Je sessie is verlopen. Log opnieuw in.',
  INVALID_ORIGIN: 'Verzoek geweigerd: het komt niet van dit platform.',
  MISSING_OR_NULL_ORIGIN: 'Verzoek geweigerd: het komt niet van dit platform.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Verzoek geweigerd: het komt niet van dit platform.',
  INVALID_CALLBACK_URL: 'Ongeldige doorverwijzing.',
  INVALID_REDIRECT_URL: 'Ongeldige doorverwijzing.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Dit account heeft geen wachtwoord.',
  FAILED_TO_CREATE_USER: 'Het account kon niet worden aangemaakt. Probeer het opnieuw.',
  FAILED_TO_CREATE_SESSION: 'Inloggen is mislukt. Probeer het opnieuw.',
  // E-mail verification (ADR 060)
  EMAIL_NOT_VERIFIED: 'Bevestig eerst je e-mailadres met de link die we je hebben gemaild.',
  EMAIL_ALREADY_VERIFIED: 'Je e-mailadres is al bevestigd. Je kunt inloggen.',
  EMAIL_MISMATCH: 'Dit is niet het e-mailadres van je account.',
  USER_NOT_FOUND: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
};

export const AUTH_FALLBACK_MESSAGE = 'Er ging iets mis bij het inloggen. Probeer het opnieuw.';

export function authMessage(code: string | undefined): string {
  return (code && MESSAGES[code]) || AUTH_FALLBACK_MESSAGE;
}

export function rateLimitMessage(retryAfterSeconds: number | null): string {
  return retryAfterSeconds
    ? `Te veel pogingen. Probeer het over ${retryAfterSeconds} seconden opnieuw.`
    : 'Te veel pogingen. Probeer het later opnieuw.';
}

/** A sign-in refused because the account had too many wrong passwords (ADR 017). */
export function accountLockedMessage(retryAfterSeconds: number | null): string {
  const wait =
    retryAfterSeconds === null
      ? 'later'
      : retryAfterSeconds < 60
        ? `over ${retryAfterSeconds} seconden`
        : `over ${Math.ceil(retryAfterSeconds / 60)} ${Math.ceil(retryAfterSeconds / 60) === 1 ? 'minuut' : 'minuten'}`;
  return `Te veel mislukte inlogpogingen voor dit account. Probeer het ${wait} opnieuw, of stel je wachtwoord opnieuw in.`;
}
