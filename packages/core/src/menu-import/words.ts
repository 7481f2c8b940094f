import type { Allergen, DietTag } from '../horeca/allergens.ts';
import type { ProductCategory } from '../product-rules.ts';

/* The words a Dutch (or English) menu uses for allergens, diets and categories. */

/** Words for each allergen, matched as whole words after lower-casing and removing accents. */
export const ALLERGEN_WORDS: Record<Allergen, readonly string[]> = {
  gluten: ['gluten', 'tarwe', 'wheat', 'rogge', 'gerst', 'spelt'],
  crustaceans: ['schaaldieren', 'schaaldier', 'crustaceans', 'garnalen', 'garnaal', 'kreeft', 'krab', 'shrimp'],
  eggs: ['ei', 'eieren', 'egg', 'eggs'],
  fish: ['vis', 'fish', 'ansjovis'],
  peanuts: ['pinda', 'pindas', "pinda's", 'peanut', 'peanuts', 'aardnoten'],
  soy: ['soja', 'soy', 'soya'],
  milk: ['melk', 'lactose', 'zuivel', 'milk', 'dairy'],
  nuts: ['noten', 'nuts', 'hazelnoot', 'walnoot', 'amandel', 'amandelen', 'cashew', 'pistache'],
  celery: ['selderij', 'selderie', 'celery'],
  mustard: ['mosterd', 'mustard'],
  sesame: ['sesam', 'sesame', 'sesamzaad'],
  sulphites: ['sulfiet', 'sulfieten', 'zwaveldioxide', 'sulphites', 'sulfites'],
  lupin: ['lupine', 'lupin'],
  molluscs: ['weekdieren', 'weekdier', 'molluscs', 'mosselen', 'oesters', 'inktvis'],
};

/** Short codes some menus print after a dish: (G, M, E). Only read inside an allergen list. */
const ALLERGEN_CODES: Record<string, Allergen> = {
  g: 'gluten',
  s: 'soy',
  m: 'milk',
  e: 'eggs',
  v: 'fish',
  n: 'nuts',
  p: 'peanuts',
};

export const DIET_WORDS: Record<DietTag, readonly string[]> = {
  vegetarian: ['vegetarisch', 'vega', 'vegetarian', '(v)'],
  vegan: ['veganistisch', 'vegan', 'plantaardig', '(vg)', '(ve)'],
  halal: ['halal'],
  gluten_free: ['glutenvrij', 'gluten-free', 'glutenfree', '(gv)', '(gf)'],
};

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function hasWord(folded: string, word: string): boolean {
  if (word.startsWith('(')) return folded.includes(word);
  const escaped = word.replace(/[.*+?^${}()|[\]\\']/g, '\\$&');
  return new RegExp(`(?<![a-z])${escaped}(?![a-z])`).test(folded);
}

/** An explicit allergen list: `Allergenen: gluten, melk`, `bevat: ei`, `(A: G, M)`. */
const ALLERGEN_LIST = /(?:allergenen|allergenen:|allergens|allergie(?:en)?|bevat|contains|\ba)\s*[:=]\s*([^|;]*?)(?:\)|$|\.\s)/i;

export interface WordsFound {
  allergens: Allergen[];
  /** 0.9 for an explicit list, 0.6 for words in a description. */
  allergenConfidence?: number;
  diets: DietTag[];
  /** The text with an explicit allergen list and diet markers removed. */
  rest: string;
}

/** Allergens and diets in a horeca line. Diet words stay in the description unless they are a marker like `(V)`. */
export function findAllergensAndDiets(text: string): WordsFound {
  let rest = text;
  const allergens = new Set<Allergen>();
  let allergenConfidence: number | undefined;
  const list = text.match(ALLERGEN_LIST);
  if (list) {
    const folded = foldText(list[1] ?? '');
    for (const [allergen, words] of Object.entries(ALLERGEN_WORDS) as Array<[Allergen, readonly string[]]>) {
      if (words.some((word) => hasWord(folded, word))) allergens.add(allergen);
    }
    for (const code of folded.split(/[\s,/]+/)) {
      const allergen = ALLERGEN_CODES[code];
      if (allergen) allergens.add(allergen);
    }
    if (allergens.size > 0) {
      allergenConfidence = 0.9;
      rest = text.replace(list[0], ' ').replace(/\(\s*\)/g, ' ');
    }
  }
  if (allergens.size === 0) {
    const folded = foldText(text);
    for (const [allergen, words] of Object.entries(ALLERGEN_WORDS) as Array<[Allergen, readonly string[]]>) {
      if (words.some((word) => hasWord(folded, word))) allergens.add(allergen);
    }
    if (allergens.size > 0) allergenConfidence = 0.6;
  }
  const diets = new Set<DietTag>();
  const foldedRest = foldText(rest);
  for (const [diet, words] of Object.entries(DIET_WORDS) as Array<[DietTag, readonly string[]]>) {
    if (words.some((word) => hasWord(foldedRest, word))) diets.add(diet);
  }
  rest = rest.replace(/\((?:v|vg|ve|gv|gf)\)/gi, ' ');
  return { allergens: [...allergens], allergenConfidence, diets: [...diets], rest };
}

/** Headings menus commonly use; a line equal to one of these is a category with high confidence. */
const CATEGORY_WORDS = [
  // horeca
  'voorgerechten',
  'voorgerecht',
  'hoofdgerechten',
  'hoofdgerecht',
  'nagerechten',
  'nagerecht',
  'desserts',
  'dessert',
  'soepen',
  'soep',
  'salades',
  'salade',
  'lunch',
  'diner',
  'ontbijt',
  'brunch',
  'bijgerechten',
  'kindermenu',
  'kinderen',
  'borrel',
  'borrelhapjes',
  'bites',
  'snacks',
  'tapas',
  'broodjes',
  'tosti',
  "tosti's",
  'pizza',
  "pizza's",
  'pasta',
  'burgers',
  'specials',
  'vis',
  'vlees',
  'vegetarisch',
  'dranken',
  'drinks',
  'frisdranken',
  'fris',
  'warme dranken',
  'koffie',
  'koffie & thee',
  'koffie en thee',
  'thee',
  'bieren',
  'bier',
  'bier van de tap',
  'speciaalbieren',
  'wijnen',
  'wijn',
  'witte wijn',
  'rode wijn',
  'rosé',
  'mousserend',
  'cocktails',
  'sterke drank',
  'gedistilleerd',
  'starters',
  'mains',
  'main courses',
  'sides',
  'sweets',
  'gebak',
  'taart',
  'zoet',
  'hartig',
  'sappen',
  // coffeeshop
  'wiet',
  'weed',
  'bloem',
  'flower',
  'flowers',
  'toppen',
  'hasj',
  'hash',
  'hasjiesj',
  'indica',
  'sativa',
  'hybrid',
  'hybride',
  'nederwiet',
  'import',
  'pre-rolls',
  'prerolls',
  'pre-rolled',
  'joints',
  'edibles',
  'space cakes',
  'spacecakes',
  'eetwaren',
  'cbd',
  'house specials',
  'premium',
  'top shelf',
  'budget',
  'extracts',
  'concentraten',
  'wiet / weed',
  'hasj / hash',
  'wiet/weed',
  'hasj/hash',
];
const CATEGORY_SET = new Set(CATEGORY_WORDS);

/** True when the heading (without `:` and decoration) is a usual category name. */
export function isKnownCategory(text: string): boolean {
  const folded = foldText(text)
    .replace(/[:*_=~#-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (CATEGORY_SET.has(folded)) return true;
  return folded.split(/\s*[/&|+]\s*|\s+(?:en|and)\s+/).every((part) => part.length > 0 && CATEGORY_SET.has(part));
}

/** The shop product category a heading or name points to (coffeeshop imports). */
export function productCategoryFor(category: string | undefined, name = ''): ProductCategory {
  const text = foldText(`${category ?? ''} ${name}`);
  if (/pre-?roll|joint|pre-?rolled/.test(text)) return 'preroll';
  if (/edible|space ?cake|spacecake|brownie|cookie|muffin|lolly|gummie|gummy|eetwaren|chocola/.test(text)) return 'edible';
  if (/hasj|hash|charas|polm|pollen|ketama|caramello|afghan|kif|dry ?sift|ice ?o ?lator|bubble/.test(text)) return 'hash';
  return 'flower';
}
