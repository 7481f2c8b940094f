import { ALLERGENS, type Allergen, type DietTag } from '../horeca/allergens.ts';
import { dateIn, partyIn, timeIn } from './dutch-dates.ts';

/**
 * What a Dutch question asks, as the built-in assistant understands it (issue 17):
 * each intent maps to one tool over live data. An empty list: a question it
 * cannot answer, which it says plainly.
 */
export type QuestionIntent =
  | { kind: 'hours' }
  | { kind: 'address' }
  | { kind: 'houseRules' }
  | { kind: 'dishes'; diets: DietTag[]; avoid: Allergen[]; terms: string[] }
  | { kind: 'courseMenus' }
  | { kind: 'availability'; date?: string; time?: string; partySize?: number }
  | { kind: 'book'; date?: string; time?: string; partySize?: number; phone?: string }
  | { kind: 'myReservations'; date?: string }
  | { kind: 'lowStock' }
  | { kind: 'prices' }
  | { kind: 'strains'; name?: string; type?: 'indica' | 'sativa' | 'hybrid' };

export type IntentKind = QuestionIntent['kind'];

const DIETS: Array<[RegExp, DietTag]> = [
  [/\bvegetari(sch|ër|er)/, 'vegetarian'],
  [/\bvegan(istisch)?\b/, 'vegan'],
  [/\bglutenvrij|zonder gluten/, 'gluten_free'],
  [/\bhalal\b/, 'halal'],
];

/** Dutch words for the 14 EU allergens, in the order of ALLERGENS. */
const ALLERGEN_WORDS: Record<Allergen, RegExp> = {
  gluten: /\bgluten(?!vrij)/,
  crustaceans: /\bschaaldier/,
  eggs: /\b(ei|eieren|ei-)\b/,
  fish: /\bvis\b/,
  peanuts: /\bpinda/,
  soy: /\bsoja/,
  milk: /\b(melk|lactose|zuivel)/,
  nuts: /\bnoten|notenallergie/,
  celery: /\bselderij/,
  mustard: /\bmosterd/,
  sesame: /\bsesam/,
  sulphites: /\bsulfiet/,
  lupin: /\blupine/,
  molluscs: /\bweekdier/,
};

/** Course and category words a menu section or dish name is searched for. */
const MENU_TERMS = [
  'voorgerecht',
  'hoofdgerecht',
  'nagerecht',
  'dessert',
  'bijgerecht',
  'lunch',
  'ontbijt',
  'borrel',
  'soep',
  'salade',
  'pizza',
  'pasta',
  'drank',
  'dranken',
  'wijn',
  'bier',
  'cocktail',
  'koffie',
  'thee',
  'frisdrank',
  'kids',
  'kinder',
];

const avoidsAllergen = /\b(zonder|vrij van|allergi\w*|geen|intoleran\w*)\b|vrij\b/;

function allergensIn(text: string): Allergen[] {
  if (!avoidsAllergen.test(text) && !/allergie/.test(text)) return [];
  return ALLERGENS.filter((allergen) => ALLERGEN_WORDS[allergen].test(text));
}

function strainIntent(text: string, original: string): QuestionIntent | null {
  const type = /\bindica\b/.test(text)
    ? 'indica'
    : /\bsativa\b/.test(text)
      ? 'sativa'
      : /\bhybride\b/.test(text)
        ? 'hybrid'
        : undefined;
  const about = /\b(soort|soorten|strain|strains|thc|cbd|wiet|hasj|indica|sativa|hybride)\b/.test(text);
  if (!about) return null;
  // A name is written with capitals ("Amnesia Haze", "White Widow"), after the start of the sentence.
  const name = /\s([A-Z][a-z][\w'-]*(?: [A-Z][a-z][\w'-]*)*)/.exec(original)?.[1];
  return { kind: 'strains', ...(name ? { name } : {}), ...(type ? { type } : {}) };
}

export function parseQuestion(question: string, now: Date): QuestionIntent[] {
  const original = question.trim();
  const text = original.toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, ' ');
  const intents: QuestionIntent[] = [];
  const date = dateIn(text, now);
  const time = timeIn(text);
  const partySize = partyIn(text);
  const slot = { ...(date ? { date } : {}), ...(time ? { time } : {}), ...(partySize ? { partySize } : {}) };

  if (/\breserveringen\b/.test(text) && /\b(heb ik|hebben we|mijn|onze|staan er|zijn er)\b/.test(text)) {
    intents.push({ kind: 'myReservations', date: date ?? dateIn('vandaag', now) });
  } else if (/\b(boek|boeken|reserveer|reserveren|leg .* vast)\b/.test(text) && (time || date)) {
    const phone = /(\+?\d[\d ()-]{7,18}\d)/.exec(original.replace(/\b\d{1,2}[:.]\d{2}\b/g, ''))?.[1];
    intents.push({ kind: 'book', ...slot, ...(phone && phone.replace(/\D/g, '').length >= 9 ? { phone } : {}) });
  } else if (/\b(plek|plaats|tafel|beschikbaar|vrij|ruimte)\b/.test(text) && (time || date || partySize)) {
    intents.push({ kind: 'availability', ...slot });
  }
  if (/\b(open|geopend|openingstijden|openingsuren|sluit|dicht|gesloten|tot hoe laat)\b/.test(text))
    intents.push({ kind: 'hours' });
  if (/\b(adres|waar (zit|is|ligt|zitten)|route|locatie|postcode)\b/.test(text)) intents.push({ kind: 'address' });
  if (/\b(huisregels|regels|legitimatie|ingezetene|id-bewijs|identiteitsbewijs|toegang|leeftijd)\b/.test(text)) {
    intents.push({ kind: 'houseRules' });
  }
  if (/\b(gangenmenu|gangen|keuzemenu|menu's|arrangement)\b/.test(text)) intents.push({ kind: 'courseMenus' });
  if (/\b(voorraad|bijna op|raakt op|raken op|op voorraad|bijbestellen)\b/.test(text)) intents.push({ kind: 'lowStock' });

  const diets = DIETS.filter(([pattern]) => pattern.test(text)).map(([, diet]) => diet);
  const avoid = allergensIn(text);
  const terms = MENU_TERMS.filter((term) => new RegExp(`\\b${term}`).test(text));
  const aboutDishes = /\b(gerecht|gerechten|eten|menu|kaart|drankenkaart|allergenen|allergie)\b/.test(text);
  if (
    diets.length > 0 ||
    avoid.length > 0 ||
    terms.length > 0 ||
    (aboutDishes && !intents.some((i) => i.kind === 'courseMenus'))
  ) {
    if (!intents.some((intent) => intent.kind === 'myReservations' || intent.kind === 'lowStock')) {
      intents.push({ kind: 'dishes', diets, avoid, terms });
    }
  }
  if (/\b(prijs|prijzen|kost|kosten|euro|hoe duur|€)/.test(text)) intents.push({ kind: 'prices' });
  const strains = strainIntent(text, original);
  if (strains && !intents.some((intent) => intent.kind === 'lowStock')) intents.push(strains);
  return intents;
}
