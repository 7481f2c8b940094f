/**
 * English versions of the API's Dutch messages, for clients that ask for
 * English (Accept-Language, ADR 018). Zod's own messages switch language by
 * themselves (language.ts); a Dutch message missing here is sent in Dutch.
 */
// Long file: a catalogue of translations, one line per Dutch message.
const MESSAGES: Record<string, string> = {
  // Shape and transport
  'De invoer is ongeldig. Controleer de gemarkeerde velden.': 'The input is invalid. Check the marked fields.',
  'Er ging iets mis op de server. Probeer het later opnieuw.': 'Something went wrong on the server. Please try again later.',
  'Ongeldig verzoek.': 'Invalid request.',
  'Het verzoek bevat geen geldige JSON.': 'The request does not contain valid JSON.',
  'Het verzoek is te groot: maximaal 1 MB.': 'The request is too large: at most 1 MB.',
  'Het bestand is te groot: maximaal 10 MB.': 'The file is too large: at most 10 MB.',
  'Deze API-route bestaat niet.': 'This API route does not exist.',
  'De database is even niet bereikbaar. Probeer het over een paar seconden opnieuw.':
    'The database is briefly out of reach. Please try again in a few seconds.',
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
  // Core schemas: menus, shops, growers, community, horeca, verification, search
  'De koppelcode bestaat uit 8 letters en cijfers': 'The pairing code consists of 8 letters and digits',
  'De prijs is te hoog': 'The price is too high',
  'Dit is geen geldige reguliere expressie': 'This is not a valid regular expression',
  'Een KvK-nummer heeft 8 cijfers': 'A Chamber of Commerce number has 8 digits',
  'Een allergeen staat al bij "bevat"; "kan sporen bevatten" is dan overbodig':
    'An allergen is already listed under "contains"; "may contain traces" is then redundant',
  'Een geblokkeerd account kan geen document uploaden': 'A blocked account cannot upload a document',
  'Een gerecht met gluten is niet glutenvrij': 'A dish with gluten is not gluten-free',
  'Een gerecht met melk, ei, vis, schaal- of weekdieren is niet veganistisch':
    'A dish with milk, egg, fish, crustaceans or molluscs is not vegan',
  'Een menu in gangen heeft minimaal twee gangen': 'A course menu has at least two courses',
  'Een term mag niet leeg zijn': 'A term may not be empty',
  'Gebruik 0 of 1': 'Use 0 or 1',
  'Gebruik uu:mm': 'Use hh:mm',
  'Gebruik uu:mm, bijvoorbeeld 18:00': 'Use hh:mm, for example 18:00',
  'Geef een reden op': 'Give a reason',
  'Geef een reden op: de gebruiker krijgt die te zien': 'Give a reason: the user will see it',
  'Geef een toelichting bij markeren of afwijzen': 'Give an explanation when flagging or rejecting',
  'Geef minimaal één prijs op': 'Give at least one price',
  'Geen actieve richtlijnen gevonden: de standaardrichtlijnen worden gebruikt.':
    'No active guidelines found: the default guidelines are used.',
  'Het bestand is leeg': 'The file is empty',
  'Het bestand is te groot (maximaal 2 MB)': 'The file is too large (at most 2 MB)',
  'Het einde moet na het begin liggen': 'The end must be after the start',
  'Kies 1 tot 4': 'Choose 1 to 4',
  'Kies actief, geschorst of verbannen': 'Choose active, suspended or banned',
  'Kies coffeeshop, product of horecazaak': 'Choose coffeeshop, product or venue',
  'Kies een CSV-bestand': 'Choose a CSV file',
  'Kies een aroma uit de lijst': 'Choose an aroma from the list',
  'Kies een categorie: bloem, hasj, preroll of edible': 'Choose a category: flower, hash, preroll or edible',
  'Kies een datum': 'Choose a date',
  'Kies een effect uit de lijst': 'Choose an effect from the list',
  'Kies een ernst: critical, high, medium of low': 'Choose a severity: critical, high, medium or low',
  'Kies een geldige datum': 'Choose a valid date',
  'Kies een gemeente uit de lijst': 'Choose a municipality from the list',
  'Kies een heel aantal personen': 'Choose a whole number of people',
  'Kies een interesse uit de lijst': 'Choose an interest from the list',
  'Kies een mondgevoel uit de lijst': 'Choose a mouthfeel from the list',
  'Kies een percentage anders dan 0': 'Choose a percentage other than 0',
  'Kies een plaats uit de lijst': 'Choose a city from the list',
  'Kies een prijsniveau': 'Choose a price level',
  'Kies een teler uit de lijst': 'Choose a grower from the list',
  'Kies een tijd': 'Choose a time',
  'Kies een tijd uit de lijst': 'Choose a time from the list',
  'Kies een uiterlijk uit de lijst': 'Choose an appearance from the list',
  'Kies gereguleerd of gedoogd': 'Choose regulated or tolerated',
  'Kies goedkeuren of afwijzen': 'Choose approve or reject',
  'Kies goedkeuren, markeren of afwijzen': 'Choose approve, flag or reject',
  'Kies het aantal personen': 'Choose the number of people',
  'Kies het soort review: shop, strain of batch': 'Choose the kind of review: shop, strain or batch',
  'Kies indica, sativa of hybrid': 'Choose indica, sativa or hybrid',
  'Kies ja of nee': 'Choose yes or no',
  'Kies minimaal 1 persoon': 'Choose at least 1 person',
  'Kies minimaal één categorie': 'Choose at least one category',
  'Kies minimaal één interesse': 'Choose at least one interest',
  'Kies minimaal één tafel': 'Choose at least one table',
  'Kies open, goedgekeurd of afgewezen': 'Choose open, approved or rejected',
  'Kies paspoort, identiteitskaart of rijbewijs': 'Choose passport, identity card or driving licence',
  'Kies verboden termen of patronen': 'Choose forbidden terms or patterns',
  'Kies waar het menu zichtbaar is: in de winkel, geverifieerd of openbaar':
    'Choose where the menu is visible: in the shop, verified or public',
  'Kies wiet, hasj of preroll': 'Choose weed, hash or preroll',
  'Ligt niet in Nederland': 'Not in the Netherlands',
  'Maximaal 10 specialiteiten': 'At most 10 specialities',
  'Maximaal 100 per pagina': 'At most 100 per page',
  'Maximaal 100% hoger': 'At most 100% higher',
  'Maximaal 30 menudelen': 'At most 30 menu sections',
  'Maximaal 4 kolommen': 'At most 4 columns',
  'Maximaal 50 personen per reservering': 'At most 50 people per reservation',
  'Maximaal 50% lager': 'At most 50% lower',
  'Maximaal 6 dagdelen': 'At most 6 parts of the day',
  'Maximaal 6 tafels': 'At most 6 tables',
  'Maximaal drie periodes per dag': 'At most three periods per day',
  'Maximaal een week': 'At most one week',
  'Maximaal pagina 100': 'At most page 100',
  'Maximaal tien keukens': 'At most ten cuisines',
  'Maximaal twaalf gangen': 'At most twelve courses',
  'Maximaal twee decimalen': 'At most two decimals',
  'Minimaal 1 kolom': 'At least 1 column',
  'Notities mogen maximaal 1000 tekens hebben': 'Notes may have at most 1000 characters',
  'Onbekend allergeen': 'Unknown allergen',
  'Onbekend dieet': 'Unknown diet',
  'Onbekend effect': 'Unknown effect',
  'Onbekend item': 'Unknown item',
  'Onbekende bijlage': 'Unknown attachment',
  'Onbekende categorie': 'Unknown category',
  'Onbekende categoriegroep': 'Unknown category group',
  'Onbekende rol': 'Unknown role',
  'Onbekende sortering': 'Unknown sort order',
  'Onbekende status': 'Unknown status',
  'Onbekende tafel': 'Unknown table',
  'Ongeldige plaats': 'Invalid city',
  'Openen en sluiten kunnen niet op hetzelfde moment': 'Opening and closing cannot be at the same time',
  'Pagina begint bij 1': 'Pages start at 1',
  'Pagina moet een getal zijn': 'Page must be a number',
  'Pagina moet een heel getal zijn': 'Page must be a whole number',
  'Percentage moet een getal zijn': 'Percentage must be a number',
  'Prijs mag maximaal 2 decimalen hebben': 'Price may have at most 2 decimals',
  'Prijs mag maximaal € 10.000 zijn': 'Price may be at most € 10,000',
  'Prijs moet een getal zijn': 'Price must be a number',
  'Prijs moet groter dan 0 zijn': 'Price must be greater than 0',
  'Schrijf bij een afwijzing wat de gebruiker moet doen': 'With a rejection, write what the user has to do',
  'Selecteer bezoeksdatum': 'Select the date of the visit',
  'Selecteer een coffeeshop': 'Select a coffeeshop',
  'Selecteer minimaal 1 aroma': 'Select at least 1 aroma',
  'Voeg minimaal één patroon toe': 'Add at least one pattern',
  'Voeg minimaal één term toe': 'Add at least one term',
  'Voorraad moet een getal zijn': 'Stock must be a number',
  'Voorraad moet een heel getal zijn': 'Stock must be a whole number',
  'Vul de breedtegraad in': 'Enter the latitude',
  'Vul de koppelcode in': 'Enter the pairing code',
  'Vul de lengtegraad in': 'Enter the longitude',
  'Vul een Nederlandse postcode in, bijvoorbeeld 1012 AB': 'Enter a Dutch postcode, for example 1012 AB',
  'Vul een geldig telefoonnummer in': 'Enter a valid phone number',
  'Vul een prijs in': 'Enter a price',
  'Vul een zoekterm in': 'Enter a search term',
  'Vul je naam in': 'Enter your name',
  'Vul je telefoonnummer in': 'Enter your phone number',
  'Vul minimaal 2 tekens in': 'Enter at least 2 characters',
  // Server services
  'Deze gebruiker bestaat niet.': 'This user does not exist.',
  'Er bestaat al een zaak met deze naam in deze plaats.': 'A venue with this name already exists in this city.',
  'Er bestaat al een teler met deze naam.': 'A grower with this name already exists.',
  'Onbekende of ingetrokken koppelcode.': 'Unknown or revoked pairing code.',
  'Je mag alleen je eigen documenten bekijken.': 'You may only view your own documents.',
  'Je kunt je eigen document niet beoordelen.': 'You cannot review your own document.',
  'Over dit document is al besloten.': 'This document has already been decided on.',
  'Je bent al Community Maker.': 'You already are a Community Maker.',
  'Je beheert deze horecazaak niet.': 'You do not manage this venue.',
  'Je beheert deze coffeeshop niet.': 'You do not manage this coffeeshop.',
  'Het bestand is verwijderd: de bewaartermijn na de beoordeling is voorbij.':
    'The file has been deleted: the retention period after the review has passed.',
  'Geen coffeeshops gevonden in deze plaats.': 'No coffeeshops found in this city.',
  'Er is nu geen tafel vrij voor dit aantal personen.': 'No table is free for this number of people right now.',
  'Deze tafel is op dat moment bezet.': 'This table is taken at that time.',
  'Deze reservering is al geannuleerd.': 'This reservation has already been cancelled.',
  'Deze reservering bestaat niet (meer). Controleer de link in je bevestigingsmail.':
    'This reservation does not exist (any more). Check the link in your confirmation e-mail.',
  'Dit scherm is niet (meer) gekoppeld.': 'This screen is not paired (any more).',
  'Dit item bestaat niet of je kunt het niet bekijken.': 'This item does not exist or you cannot view it.',
  'Dit is niet jouw inzending.': 'This is not your submission.',
  'Alleen een superadmin kan iemand admin of superadmin maken.': 'Only a superadmin can make someone admin or superadmin.',
  'Alleen een lopende reservering kan naar een andere tafel.': 'Only a current reservation can move to another table.',
  'Alleen actieve Community Makers kunnen dit doen. Meld je eerst aan.':
    'Only active Community Makers can do this. Sign up first.',
  'Kies een bestand': 'Choose a file',
  'Kies een afbeelding': 'Choose an image',
  'Te weinig plaatsen': 'Too few seats',
  // Better Auth's own success texts, in Dutch for nl (auth-texts.ts) and back for en
  'Als dit e-mailadres bij ons bekend is, ontvang je een e-mail met een link om je wachtwoord opnieuw in te stellen.':
    'If this e-mail address is known to us, you will receive an e-mail with a link to reset your password.',
  'De e-mail is verstuurd.': 'The e-mail has been sent.',
  // Reservations (changes at the same moment, dates), venues and growers
  'Deze datum bestaat niet. Kies een dag uit de kalender.': 'This date does not exist. Pick a day from the calendar.',
  'Deze reservering is intussen gewijzigd of geannuleerd. Open de link uit je nieuwste e-mail om te zien hoe die nu staat.':
    'This reservation has been changed or cancelled in the meantime. Open the link in your latest e-mail to see where it stands.',
  'Deze reservering is intussen gewijzigd. Vernieuw de pagina en probeer het opnieuw.':
    'This reservation has been changed in the meantime. Refresh the page and try again.',
  'Ongedaan maken kan niet: er is voor deze tijd geen tafel meer vrij.':
    'This cannot be undone: no table is free for this time any more.',
  'Kies een provincie uit de lijst': 'Pick a province from the list',
  'Vul breedte- en lengtegraad allebei in, of geen van beide': 'Fill in both latitude and longitude, or neither',
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
  'Batch code': 'Batch code',
  'De reden': 'The reason',
  'Een specialiteit': 'A speciality',
  Geboortedatum: 'Date of birth',
  'Huidig wachtwoord': 'Current password',
  'Naam van de terpeen': 'Name of the terpene',
  'Naam van de gang': 'Name of the course',
  'Naam van het menudeel': 'Name of the menu section',
  Patroon: 'Pattern',
  Productnaam: 'Product name',
  Provincie: 'Province',
  'Teler ID': 'Grower ID',
  Vergunningnummer: 'Licence number',
  Voorraad: 'Stock',
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
  [
    /^Je account is (geschorst|verbannen)\.(?: Reden: (.+))?$/s,
    (m) => `Your account is ${m[1] === 'verbannen' ? 'banned' : 'suspended'}.${m[2] ? ` Reason: ${m[2]}` : ''}`,
  ],
  [/^(.+) neemt geen online reserveringen aan\.$/s, (m) => `${m[1]} does not take online reservations.`],
  [
    /^Een reservering met status "(.+)" kan niet naar "(.+)"\.$/,
    (m) => `A reservation with status "${m[1]}" cannot move to "${m[2]}".`,
  ],
  [
    /^Je maandquotum van (\d+) inzendingen is bereikt\./,
    (m) => `Your monthly quota of ${m[1]} submissions has been reached. You can submit again next month.`,
  ],
  [/^Kolommen ontbreken: (.+)$/s, (m) => `Columns missing: ${m[1]}`],
  [/^(.+) kan niet negatief zijn$/, (m) => `${label(m[1] ?? '')} cannot be negative`],
  [/^Maximaal (\d+) tekens$/, (m) => `At most ${m[1]} characters`],
  [/^Minimaal (\d+)$/, (m) => `At least ${m[1]}`],
  [/^Maximaal (\d+)$/, (m) => `At most ${m[1]}`],
  [
    /^Te veel mislukte inlogpogingen voor dit account\. Probeer het (later|over (\d+) (seconden|minuut|minuten)) opnieuw, of stel je wachtwoord opnieuw in\.$/,
    (m) =>
      `Too many failed sign-in attempts for this account. Try again ${m[2] ? `in ${m[2]} ${m[3] === 'seconden' ? 'seconds' : m[3] === 'minuut' ? 'minute' : 'minutes'}` : 'later'}, or reset your password.`,
  ],
  [
    /^(Er zijn vanaf dit adres|Met dit e-mailadres zijn) te veel reserveringen gemaakt\. Probeer het over (\d+) minuten opnieuw of bel de zaak\.$/,
    (m) =>
      `Too many reservations were made ${m[1]?.startsWith('Er') ? 'from this address' : 'with this e-mail address'}. Try again in ${m[2]} minutes or call the venue.`,
  ],
  [
    /^Online reserveren kan tot (\d+) personen\. Bel (.+) voor een grotere groep\.$/s,
    (m) => `Online booking is for up to ${m[1]} people. Call ${m[2]} for a larger group.`,
  ],
  [
    /^"Niet gekomen" kan pas na de starttijd \((\d\d:\d\d)\)\.$/,
    (m) => `"No-show" is only possible after the start time (${m[1]}).`,
  ],
  [
    /^Je hebt al een reservering bij (.+) op dit tijdstip met dit e-mailadres\. Kijk in je bevestigingsmail om die te wijzigen\.$/s,
    (m) =>
      `You already have a reservation at ${m[1]} at this time with this e-mail address. Use your confirmation e-mail to change it.`,
  ],
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
