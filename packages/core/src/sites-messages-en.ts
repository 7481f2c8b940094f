/**
 * English lines of the website generator's Dutch messages (ADR 059). Registered with `registerEnglish` by the
 * server's sites router and by the web feature's own chunk, so the public pages' bundle does not carry them.
 */
export const SITES_MESSAGES_EN: Readonly<Record<string, string>> = {
  'Kies een adres voor je website': 'Choose an address for your website',
  'Gebruik 3 tot 60 kleine letters, cijfers of streepjes, niet aan het begin of eind':
    'Use 3 to 60 lower-case letters, digits or hyphens, not at the start or end',
  'Dit adres is gereserveerd voor het platform: kies een ander': 'This address is reserved for the platform: choose another',
  'Kies een kleur als #rrggbb': 'Choose a colour as #rrggbb',
  'De tekstkleur heeft te weinig contrast met de achtergrond (minimaal 4,5:1, WCAG AA)':
    'The text colour has too little contrast with the background (at least 4.5:1, WCAG AA)',
  'Witte tekst op de accentkleur is slecht leesbaar (minimaal 4,5:1, WCAG AA): kies een donkerdere kleur':
    'White text on the accent colour is hard to read (at least 4.5:1, WCAG AA): choose a darker colour',
  'De accentkleur heeft te weinig contrast met de achtergrond (minimaal 4,5:1, WCAG AA)':
    'The accent colour has too little contrast with the background (at least 4.5:1, WCAG AA)',
  'Deze website bestaat niet.': 'This website does not exist.',
  'Kies een van de sjablonen': 'Choose one of the templates',
  'Kies de pagina’s van je website': 'Choose the pages of your website',
  'Kies minstens één pagina': 'Choose at least one page',
  'De startpagina hoort er altijd bij': 'The home page is always included',
  'Kies elke pagina hoogstens één keer': 'Choose each page at most once',
  'Schrijf een introductie': 'Write an introduction',
  'Houd de introductie onder 1200 tekens': 'Keep the introduction under 1200 characters',
  'Kies publiceren of offline halen': 'Choose publish or take offline',
  'Vul een domeinnaam in': 'Enter a domain name',
  'Deze domeinnaam is te lang': 'This domain name is too long',
  'Vul een geldige domeinnaam in, zoals www.mijnzaak.nl': 'Enter a valid domain name, such as www.mybusiness.nl',
  'Onbekend sjabloon': 'Unknown template',
  'De pagina’s menukaart en reserveren zijn er alleen voor horeca: een coffeeshop toont geen producten of prijzen.':
    'The menu and booking pages are for hospitality venues only: a coffeeshop shows no products or prices.',
  'Menukaart en reserveren zijn er alleen voor horeca': 'Menu and booking are for hospitality venues only',
  'Dit sjabloon is uitgeschakeld: kies een ander.': 'This template is switched off: choose another.',
  'Dit sjabloon is uitgeschakeld': 'This template is switched off',
  'Dit webadres is al in gebruik door een andere website: kies een ander.':
    'This web address is already used by another website: choose another.',
  'Deze zaak is niet (meer) online.': 'This place is not online (any more).',
  'Dit is het adres van het platform zelf: vul het domein van je eigen zaak in.':
    'This is the platform’s own address: enter your own business’s domain.',
  'Vul het domein van je eigen zaak in': 'Enter your own business’s domain',
  'Dit domein is al gekoppeld aan een andere website.': 'This domain is already linked to another website.',
  'Vul eerst een domeinnaam in.': 'Enter a domain name first.',
  'Het domein wijst nog niet naar het platform': 'The domain does not point at the platform yet',
  'Dit domein hoort niet bij een geverifieerde website.': 'This domain does not belong to a verified website.',
  'Het domein wijst nog niet naar het platform. Maak bij je domeinbeheerder een CNAME-record naar het platform aan (zie de uitleg bij Eigen domein) of een A-record naar het IP-adres van het platform, en probeer het over een paar minuten opnieuw.':
    'The domain does not point at the platform yet. At your domain provider, create a CNAME record for the platform (see the explanation under Own domain) or an A record for the platform’s IP address, and try again in a few minutes.',
};
