import { ALLERGEN_NAMES_NL, type Allergen, courseMenuPath, type DietTag, type Dish, filterMenu } from '@platform/core';
import { contextVenue } from './place-tools.ts';
import { formatEuro, listText, NO_PLACE, type ToolAnswer, type ToolDeps, venuePath } from './tool-kit.ts';

const DIET_WORDS: Record<DietTag, string> = {
  vegetarian: 'vegetarisch',
  vegan: 'veganistisch',
  gluten_free: 'glutenvrij',
  halal: 'halal',
};

export interface DishQuery {
  diets: DietTag[];
  avoid: Allergen[];
  /** Words of a course, category or dish ("voorgerecht", "wijn"), matched against section and dish names. */
  terms: string[];
}

const MAX_LISTED = 12;

function matchesTerms(sectionName: string, dish: Dish, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = `${sectionName} ${dish.name}`.toLowerCase();
  return terms.some((term) => haystack.includes(term.toLowerCase()));
}

/** The dishes of the context venue's menu that fit the diets, avoid the allergens and match the course words. */
export async function findDishes(deps: ToolDeps, query: DishQuery): Promise<ToolAnswer> {
  const venue = await contextVenue(deps);
  if (!venue) return NO_PLACE;
  const found = filterMenu(venue.menu, query.avoid).flatMap(({ section, dishes }) =>
    dishes
      .filter(
        ({ dish }) => query.diets.every((diet) => dish.diets.includes(diet)) && matchesTerms(section.name, dish, query.terms),
      )
      .map(({ dish, traces }) => ({ section: section.name, dish, traces })),
  );
  const wanted = [
    ...query.diets.map((diet) => DIET_WORDS[diet]),
    ...(query.avoid.length > 0 ? [`zonder ${listText(query.avoid.map((allergen) => ALLERGEN_NAMES_NL[allergen]))}`] : []),
    ...query.terms,
  ];
  const what = wanted.length > 0 ? ` (${wanted.join(', ')})` : '';
  const page = venuePath(venue);
  if (found.length === 0) {
    return {
      answer: `Op het menu van ${venue.name} staat geen gerecht dat past${what}.`,
      sources: [{ url: page, title: venue.name }],
    };
  }
  const lines = found.slice(0, MAX_LISTED).map(({ section, dish, traces }) => {
    const trace = traces.length > 0 ? ` — kan sporen bevatten van ${listText(traces.map((a) => ALLERGEN_NAMES_NL[a]))}` : '';
    return `- ${dish.name} (${section}, ${formatEuro(dish.price)})${trace}`;
  });
  const more = found.length > MAX_LISTED ? `\nEn nog ${found.length - MAX_LISTED} meer op de menukaart.` : '';
  return {
    answer: `Gerechten bij ${venue.name}${what}:\n${lines.join('\n')}${more}`,
    sources: found.slice(0, MAX_LISTED).map(({ dish }) => ({ url: `${page}#gerecht-${dish.id}`, title: dish.name })),
  };
}

/** The context venue's menus in courses, with their price per person. */
export async function courseMenus(deps: ToolDeps): Promise<ToolAnswer> {
  const venue = await contextVenue(deps);
  if (!venue) return NO_PLACE;
  const page = venuePath(venue);
  if (venue.courseMenus.length === 0) {
    return { answer: `${venue.name} heeft geen menu’s in gangen op het platform.`, sources: [{ url: page, title: venue.name }] };
  }
  const lines = venue.courseMenus.map((menu) => {
    const wine = menu.winePairingPrice === null ? '' : `, wijnarrangement ${formatEuro(menu.winePairingPrice)}`;
    return `- ${menu.name}: ${menu.courseCount} gangen, ${formatEuro(menu.pricePerPerson)} p.p.${wine}`;
  });
  return {
    answer: `Menu’s in gangen bij ${venue.name}:\n${lines.join('\n')}`,
    sources: venue.courseMenus.map((menu) => ({ url: courseMenuPath(venue, menu.id), title: menu.name })),
  };
}
