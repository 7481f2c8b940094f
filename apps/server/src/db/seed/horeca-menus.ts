// Long file: seed data (the demo venues' dishes), not logic.
import type { Allergen, DietTag } from '@platform/core';

export interface SeedDish {
  name: string;
  description: string;
  price: number;
  contains: Allergen[];
  mayContain?: Allergen[];
  diets?: DietTag[];
}
export interface SeedSection {
  name: string;
  dishes: SeedDish[];
}

/** Menus per kind of kitchen; allergens as a Dutch kitchen would declare them (EU 1169/2011). */
export const SEED_MENUS: Record<'restaurant' | 'asian' | 'italian' | 'cafe' | 'breakfast', SeedSection[]> = {
  restaurant: [
    {
      name: 'Voorgerechten',
      dishes: [
        {
          name: 'Carpaccio',
          description: 'Rundercarpaccio, truffelmayonaise, Parmezaan, pijnboompitten',
          price: 13.5,
          contains: ['eggs', 'milk', 'mustard'],
          mayContain: ['nuts'],
        },
        {
          name: 'Tomatensoep',
          description: 'Huisgemaakte tomatensoep met basilicum',
          price: 7.5,
          contains: ['celery'],
          diets: ['vegan', 'gluten_free'],
        },
        {
          name: 'Garnalenkroketten',
          description: 'Twee Hollandse garnalenkroketten met citroenmayonaise',
          price: 12,
          contains: ['crustaceans', 'gluten', 'eggs', 'milk'],
        },
      ],
    },
    {
      name: 'Hoofdgerechten',
      dishes: [
        {
          name: 'Saté van kippendij',
          description: 'Met pindasaus, atjar en friet',
          price: 21,
          contains: ['peanuts', 'soy', 'gluten'],
          mayContain: ['sesame'],
        },
        {
          name: 'Gebakken zeebaars',
          description: 'Beurre blanc, venkel en aardappelpuree',
          price: 25.5,
          contains: ['fish', 'milk', 'sulphites'],
          diets: ['gluten_free'],
        },
        {
          name: 'Risotto met paddenstoelen',
          description: 'Bospaddenstoelen, Parmezaan, tijm',
          price: 19.5,
          contains: ['milk', 'celery'],
          diets: ['vegetarian', 'gluten_free'],
        },
        {
          name: 'Biefstuk',
          description: 'Ierse biefstuk met pepersaus en seizoensgroenten',
          price: 27.5,
          contains: ['milk', 'mustard'],
          diets: ['gluten_free'],
        },
      ],
    },
    {
      name: 'Nagerechten',
      dishes: [
        {
          name: 'Crème brûlée',
          description: 'Met vanille uit Madagaskar',
          price: 8.5,
          contains: ['eggs', 'milk'],
          diets: ['vegetarian', 'gluten_free'],
        },
        {
          name: 'Chocoladetaart',
          description: 'Met hazelnootkrokant en vanille-ijs',
          price: 9,
          contains: ['gluten', 'eggs', 'milk', 'nuts'],
          mayContain: ['peanuts'],
          diets: ['vegetarian'],
        },
      ],
    },
  ],
  asian: [
    {
      name: 'Starters',
      dishes: [
        { name: 'Edamame', description: 'Met zeezout', price: 5.5, contains: ['soy'], diets: ['vegan', 'gluten_free'] },
        {
          name: 'Gyoza',
          description: 'Gestoomde dumplings met kip en gember',
          price: 8.5,
          contains: ['gluten', 'soy', 'sesame'],
        },
      ],
    },
    {
      name: 'Hoofdgerechten',
      dishes: [
        {
          name: 'Pad thai',
          description: 'Rijstnoedels, tofu, taugé, pinda',
          price: 17.5,
          contains: ['peanuts', 'soy', 'eggs', 'fish'],
        },
        {
          name: 'Sushi mix',
          description: 'Twaalf stuks nigiri en maki',
          price: 22,
          contains: ['fish', 'soy', 'sesame', 'crustaceans'],
          mayContain: ['molluscs'],
        },
        {
          name: 'Groene curry',
          description: 'Met groenten, kokos en jasmijnrijst',
          price: 16.5,
          contains: ['celery'],
          diets: ['vegan', 'gluten_free'],
        },
      ],
    },
  ],
  italian: [
    {
      name: 'Antipasti',
      dishes: [
        { name: 'Bruschetta', description: 'Tomaat, knoflook, basilicum', price: 7.5, contains: ['gluten'], diets: ['vegan'] },
        {
          name: 'Vitello tonnato',
          description: 'Kalfsvlees met tonijnsaus en kappertjes',
          price: 13,
          contains: ['fish', 'eggs'],
        },
      ],
    },
    {
      name: 'Pizza en pasta',
      dishes: [
        {
          name: 'Pizza margherita',
          description: 'Tomaat, mozzarella, basilicum',
          price: 12.5,
          contains: ['gluten', 'milk'],
          diets: ['vegetarian'],
        },
        {
          name: 'Pasta pesto',
          description: 'Trofie met basilicumpesto en pijnboompitten',
          price: 15,
          contains: ['gluten', 'milk', 'nuts'],
          diets: ['vegetarian'],
        },
        {
          name: 'Spaghetti vongole',
          description: 'Met venusschelpjes, knoflook en witte wijn',
          price: 19.5,
          contains: ['gluten', 'molluscs', 'sulphites'],
        },
      ],
    },
    {
      name: 'Dolci',
      dishes: [
        {
          name: 'Tiramisu',
          description: 'Met mascarpone en espresso',
          price: 8,
          contains: ['gluten', 'eggs', 'milk'],
          diets: ['vegetarian'],
        },
      ],
    },
  ],
  cafe: [
    {
      name: 'Borrel',
      dishes: [
        {
          name: 'Bitterballen',
          description: 'Acht stuks met mosterd',
          price: 8.5,
          contains: ['gluten', 'milk', 'mustard', 'celery'],
        },
        {
          name: 'Nacho’s',
          description: 'Met kaas, jalapeño en guacamole',
          price: 10,
          contains: ['milk'],
          diets: ['vegetarian', 'gluten_free'],
        },
        {
          name: 'Borrelplank',
          description: 'Kaas, worst, olijven en brood',
          price: 16.5,
          contains: ['gluten', 'milk', 'mustard', 'sulphites'],
          mayContain: ['nuts'],
        },
      ],
    },
    {
      name: 'Lunch',
      dishes: [
        {
          name: 'Uitsmijter',
          description: 'Drie eieren met ham en kaas op brood',
          price: 11,
          contains: ['gluten', 'eggs', 'milk'],
        },
        {
          name: 'Clubsandwich',
          description: 'Kip, bacon, ei en sla',
          price: 12.5,
          contains: ['gluten', 'eggs', 'mustard'],
          mayContain: ['sesame'],
        },
      ],
    },
  ],
  breakfast: [
    {
      name: 'Ontbijt',
      dishes: [
        {
          name: 'Yoghurt met granola',
          description: 'Griekse yoghurt, honing, vers fruit',
          price: 8,
          contains: ['milk', 'gluten', 'nuts'],
          diets: ['vegetarian'],
        },
        {
          name: 'Avocado op zuurdesem',
          description: 'Met gepocheerd ei en dukkah',
          price: 11.5,
          contains: ['gluten', 'eggs', 'sesame'],
          mayContain: ['nuts'],
          diets: ['vegetarian'],
        },
        {
          name: 'Pannenkoekjes',
          description: 'Met ahornsiroop en blauwe bessen',
          price: 9.5,
          contains: ['gluten', 'eggs', 'milk'],
          diets: ['vegetarian'],
        },
      ],
    },
    {
      name: 'Gebak',
      dishes: [
        {
          name: 'Appeltaart',
          description: 'Met slagroom',
          price: 4.5,
          contains: ['gluten', 'eggs', 'milk'],
          diets: ['vegetarian'],
        },
        {
          name: 'Bananenbrood',
          description: 'Plantaardig, met walnoten',
          price: 4,
          contains: ['gluten', 'nuts'],
          diets: ['vegan'],
        },
      ],
    },
  ],
};
