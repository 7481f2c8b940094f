import type { AssistantContext, AssistantId, AssistantPage, BrandType } from '@platform/core';

/** What the panel asks with: an assistant and the page it was opened on (the server's contract). */
export interface AssistantTarget {
  assistantId: AssistantId;
  context: AssistantContext;
}

/** A place a page registered while it shows it (venue page → venue id; shop page → shop id). */
export interface RegisteredPlace {
  path: string;
  page: Extract<AssistantPage, 'venue' | 'shop' | 'partner' | 'owner'>;
  placeId: string;
}

const SHOP_PAGE = /^\/coffeeshops\/[^/]+\/[^/]+\/?$/;
const SEARCH_PAGES = /^\/(search|zoeken|coffeeshops(\/[^/]+)?|search-wizard|coffeeshop-wizard)\/?$/;
const VENUE_PAGE = /^\/horeca\/(?!menu\/)[^/]+\/[^/]+(\/(menu\/course\/[^/]+|reserveren))?\/?$/;
const PARTNER_PAGE = /^\/horeca\/[^/]+\/[^/]+\/partner\/?$/;

/**
 * The assistant the header button opens on a page (spec §2: food context on the hospitality brand,
 * general otherwise): Tastee on the hospitality brand (with the venue on a venue page), Tablee for an
 * owner on /horeca-manager, the partner assistant on partner pages, the cannabis assistant on shop,
 * strain and search pages, the general one elsewhere. `picked` is the card chosen on /foodee/assistants.
 */
export function assistantForRoute(input: {
  pathname: string;
  brand: BrandType;
  place?: RegisteredPlace | undefined;
  picked?: AssistantId | undefined;
}): AssistantTarget {
  const { pathname, brand, picked } = input;
  const path = pathname.length > 300 ? pathname.slice(0, 300) : pathname;
  const place = input.place && input.place.path === pathname ? input.place : undefined;
  const withPlace = (page: AssistantPage) => (place && place.page === page ? { placeId: place.placeId } : {});
  if (PARTNER_PAGE.test(pathname)) {
    return { assistantId: 'partner', context: { brand, page: 'partner', ...withPlace('partner'), path } };
  }
  if (brand === 'hospitality') {
    if (pathname.startsWith('/horeca-manager')) {
      return { assistantId: 'tablee', context: { brand, page: 'owner', ...withPlace('owner'), path } };
    }
    if (VENUE_PAGE.test(pathname)) {
      return { assistantId: 'tastee', context: { brand, page: 'venue', ...withPlace('venue'), path } };
    }
    const assistantId = pathname.startsWith('/foodee/assistants') && picked ? picked : 'tastee';
    return { assistantId, context: { brand, page: 'general', path } };
  }
  if (SHOP_PAGE.test(pathname)) {
    return { assistantId: 'cannabis', context: { brand, page: 'shop', ...withPlace('shop'), path } };
  }
  if (pathname.startsWith('/strain-discovery')) return { assistantId: 'cannabis', context: { brand, page: 'strain', path } };
  if (SEARCH_PAGES.test(pathname)) return { assistantId: 'cannabis', context: { brand, page: 'search', path } };
  return { assistantId: 'general', context: { brand, page: 'general', path } };
}

/** Two targets talk about the same thing (same assistant, page and place): the conversation carries on. */
export function sameTarget(a: AssistantTarget, b: AssistantTarget): boolean {
  return (
    a.assistantId === b.assistantId &&
    a.context.brand === b.context.brand &&
    a.context.page === b.context.page &&
    a.context.placeId === b.context.placeId
  );
}
