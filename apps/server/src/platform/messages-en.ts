/**
 * English versions of the API's Dutch messages, for clients that ask for
 * English (Accept-Language, ADR 018). Zod's own messages switch language by
 * themselves (language.ts); a Dutch message missing here is sent in Dutch.
 */
const MESSAGES: Record<string, string> = {
  // Shape and transport
  'De invoer is ongeldig. Controleer de gemarkeerde velden.': 'The input is invalid. Check the marked fields.',
  'Er ging iets mis op de server. Probeer het later opnieuw.': 'Something went wrong on the server. Please try again later.',
  'Ongeldig verzoek.': 'Invalid request.',
  'Het verzoek bevat geen geldige JSON.': 'The request does not contain valid JSON.',
  'Het verzoek is te groot: maximaal 1 MB.': 'The request is too large: at most 1 MB.',
  'Het bestand is te groot: maximaal 10 MB.': 'The file is too large: at most 10 MB.',
  'Deze API-route bestaat niet.': 'This API route does not exist.',
  'Dit veld bevat ongeldige tekens (stuurtekens zoals een nul-byte).':
    'This field contains invalid characters (control characters such as a NUL byte).',
  'Dit veld moet op één regel staan, zonder tabs of regeleinden.':
    'This field must be a single line, without tabs or line breaks.',
  'Vul een volledig webadres in, beginnend met https:// of http://': 'Enter a full web address starting with https:// or http://',
  // Sessions, roles and access
  'Je bent niet ingelogd. Log in om verder te gaan.': 'You are not signed in. Sign in to continue.',
  'Je hebt geen toegang tot deze actie.': 'You do not have access to this action.',
  'Niet gevonden.': 'Not found.',
  'Verzoek geweigerd: het komt niet van dit platform.': 'Request refused: it does not come from this platform.',
  'Een demo-account kan niets wijzigen.': 'A demo account cannot change anything.',
  'Je account is nog niet geverifieerd. Rond eerst de verificatie in je profiel af.':
    'Your account is not verified yet. Complete the verification in your profile first.',
  'Je account is geblokkeerd. Bekijk je profiel voor meer informatie.':
    'Your account is blocked. See your profile for more information.',
  // Better Auth (auth-messages.ts)
  'Er bestaat al een account met dit e-mailadres.': 'An account with this e-mail address already exists.',
  'Onjuist e-mailadres of wachtwoord.': 'Incorrect e-mail address or password.',
  'Onjuist wachtwoord.': 'Incorrect password.',
  'Vul een geldig e-mailadres in.': 'Enter a valid e-mail address.',
  'Wachtwoord moet minimaal 8 tekens hebben.': 'The password must have at least 8 characters.',
  'Wachtwoord is te lang.': 'The password is too long.',
  'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.': 'This link is invalid or has expired. Request a new one.',
  'Deze link is verlopen. Vraag een nieuwe aan.': 'This link has expired. Request a new one.',
  'Je sessie is verlopen. Log opnieuw in.': 'Your session has expired. Sign in again.',
  'Ongeldige doorverwijzing.': 'Invalid redirect.',
  'Dit account heeft geen wachtwoord.': 'This account has no password.',
  'Het account kon niet worden aangemaakt. Probeer het opnieuw.': 'The account could not be created. Please try again.',
  'Inloggen is mislukt. Probeer het opnieuw.': 'Signing in failed. Please try again.',
  'Er ging iets mis bij het inloggen. Probeer het opnieuw.': 'Something went wrong while signing in. Please try again.',
  'Te veel pogingen. Probeer het later opnieuw.': 'Too many attempts. Please try again later.',
  // Account fields (core account.ts, profile.ts)
  'Vul een geldig e-mailadres in': 'Enter a valid e-mail address',
  'E-mailadres is verplicht': 'E-mail address is required',
  'Wachtwoord is verplicht': 'Password is required',
  'Wachtwoord moet minimaal 8 tekens hebben': 'The password must have at least 8 characters',
  'Wachtwoord mag maximaal 128 tekens hebben': 'The password may have at most 128 characters',
  'Geboortedatum is verplicht': 'Date of birth is required',
  'Vul een geldige geboortedatum in': 'Enter a valid date of birth',
  'Je moet 18 jaar of ouder zijn om een account aan te maken': 'You must be 18 or older to create an account',
  'Huidig wachtwoord is verplicht': 'Current password is required',
  'Kies een ander wachtwoord dan je huidige': 'Choose a password different from your current one',
  'Gebruikersnaam moet minimaal 3 tekens hebben': 'The username must have at least 3 characters',
  'Gebruikersnaam mag alleen letters, cijfers, punt, streepje en liggend streepje bevatten':
    'The username may only contain letters, digits, dot, hyphen and underscore',
  'Typ je e-mailadres ter bevestiging': 'Type your e-mail address to confirm',
  // Better Auth's own success texts, in Dutch for nl (auth-texts.ts) and back for en
  'Als dit e-mailadres bij ons bekend is, ontvang je een e-mail met een link om je wachtwoord opnieuw in te stellen.':
    'If this e-mail address is known to us, you will receive an e-mail with a link to reset your password.',
  'De e-mail is verstuurd.': 'The e-mail has been sent.',
};

/** Field names used in the patterned messages below. */
const LABELS: Record<string, string> = {
  Voornaam: 'First name',
  Achternaam: 'Last name',
  Gebruikersnaam: 'Username',
  Naam: 'Name',
  Adres: 'Address',
  Plaats: 'City',
  Postcode: 'Postcode',
  'E-mailadres': 'E-mail address',
  Wachtwoord: 'Password',
  Beschrijving: 'Description',
  Maat: 'Size',
  'De prijs': 'The price',
  CBD: 'CBD',
  THC: 'THC',
};

const label = (dutch: string) => LABELS[dutch] ?? dutch;

const PATTERNS: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^(.+) is verplicht$/, (m) => `${label(m[1] ?? '')} is required`],
  [/^(.+) mag maximaal (\d+) tekens hebben$/, (m) => `${label(m[1] ?? '')} may have at most ${m[2]} characters`],
  [/^(.+) mag geen < of > bevatten$/, (m) => `${label(m[1] ?? '')} may not contain < or >`],
  [/^Een webadres mag maximaal (\d+) tekens hebben$/, (m) => `A web address may have at most ${m[1]} characters`],
  [/^Te veel pogingen\. Probeer het over (\d+) seconden opnieuw\.$/, (m) => `Too many attempts. Try again in ${m[1]} seconds.`],
  [/^(.+) kan niet negatief zijn$/, (m) => `${label(m[1] ?? '')} cannot be negative`],
  [/^Maximaal (\d+) tekens$/, (m) => `At most ${m[1]} characters`],
  [/^Minimaal (\d+)$/, (m) => `At least ${m[1]}`],
  [/^Maximaal (\d+)$/, (m) => `At most ${m[1]}`],
  [/^(Deze|Dit) .+ bestaat niet( \(meer\))?\.$/, () => 'This item does not exist (any more).'],
];

/** The English text of a Dutch API message; unknown messages stay as they are. */
export function toEnglish(message: string): string {
  const known = MESSAGES[message];
  if (known) return known;
  for (const [pattern, render] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return render(match);
  }
  return message;
}
