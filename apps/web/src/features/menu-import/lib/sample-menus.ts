import type { MenuImportKind } from '@platform/core';

/*
 * Built-in menus for the demo (/demo/menu-import), typed the way owners' menus are printed: headings, several
 * prices per line, Dutch amounts ("6,-", "€ 12,50"), THC/CBD and allergen notes. Read by the same parser as any text.
 */

export interface SampleMenu {
  id: string;
  kind: MenuImportKind;
  /** Key under `menuImport.demo.samples.` in the locale files. */
  label: string;
  text: string;
}

export const SAMPLE_MENUS: SampleMenu[] = [
  {
    id: 'coffeeshop',
    kind: 'coffeeshop',
    label: 'coffeeshop',
    text: [
      'WIET',
      'Lemon Haze   THC 21%   1g 11,- | 5g 50,-',
      'Northern Lights   THC 18%  CBD 1%   1g 10,00 | 5g 45,00',
      'Amnesia Haze   THC 22%   0,5g 6,- | 1g 11,- | 5g 52,-',
      '',
      'HASJ',
      'Marokkaanse Ketama  THC 15% CBD 2%   1g 9,-',
      'Charas   1g € 14,50',
      '',
      'VOORGEDRAAID',
      'Joint Lemon Haze   1 stuk 6,-',
      'Hasjjoint   1 stuk 5,50',
      '',
      'DRANKEN',
      'Verse muntthee   3,00',
      'Cappuccino   3,20',
    ].join('\n'),
  },
  {
    id: 'restaurant',
    kind: 'horeca',
    label: 'restaurant',
    text: [
      'Voorgerechten',
      'Carpaccio van rund   € 12,50',
      'truffelmayonaise, Parmezaanse kaas, pijnboompitten (melk, ei)',
      'Tomatensoep   7,50',
      'met basilicum, vegetarisch',
      'Garnalenkroketten   11,-',
      'twee stuks, met citroen (schaaldieren, gluten)',
      '',
      'Hoofdgerechten',
      'Saté van kippendij   19,50',
      'pindasaus, atjar, kroepoek (pinda, soja)',
      'Risotto   18,75',
      'paddenstoelen, Parmezaanse kaas, vegetarisch (melk)',
      'Kabeljauw   24,50',
      'beurre blanc, zeekraal (vis, melk)',
      '',
      'Desserts',
      'Dame blanche   8,50',
      'vanille-ijs, warme chocoladesaus (melk)',
      'Appeltaart - met slagroom (gluten, ei, melk)   4,75',
    ].join('\n'),
  },
  {
    id: 'cafe',
    kind: 'horeca',
    label: 'cafe',
    text: [
      'Bieren van de tap',
      'Pils   0,25 l 3,20 | 0,5 l 6,10',
      'Witbier   0,3 l 4,50',
      '',
      'Wijn',
      'Huiswijn wit of rood   glas 4,75 | fles 24,-',
      '',
      'Warme dranken',
      'Koffie   2,90',
      'Cappuccino   3,40',
      'Verse muntthee   3,50',
      '',
      'Borrel',
      'Bitterballen - 8 stuks (gluten, melk)   7,50',
      'Portie kaas - met mosterd (melk, mosterd)   6,75',
    ].join('\n'),
  },
];

/** The reviewed items as a CSV for the visitor's own use: naam;categorie;omschrijving;prijzen. */
export function itemsToCsv(
  items: ReadonlyArray<{
    name: string;
    category?: string;
    description?: string;
    prices: ReadonlyArray<{ label?: string; amount: number }>;
  }>,
): string {
  const cell = (value: string) => (/[";\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const rows = items.map((item) =>
    [
      item.name,
      item.category ?? '',
      item.description ?? '',
      item.prices
        .map((price) => `${price.label ? `${price.label} ` : ''}${price.amount.toFixed(2).replace('.', ',')}`)
        .join(' | '),
    ]
      .map(cell)
      .join(';'),
  );
  return ['naam;categorie;omschrijving;prijzen', ...rows].join('\r\n');
}
