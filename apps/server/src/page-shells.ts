import { shopShell } from './features/coffeeshops/index.ts';
import { postShell } from './features/content/index.ts';
import { eventShell } from './features/events/index.ts';
import { courseMenuShell, venueShell } from './features/horeca/index.ts';
import { productShell } from './features/marketing/index.ts';
import { merchandiseShell } from './features/merchandise/index.ts';
import { partnerShell } from './features/partners/index.ts';
import { telerPageShell } from './features/telers/index.ts';
import { vacancyShell } from './features/vacancies/index.ts';
import type { PageShellLookup } from './platform/spa.ts';

/**
 * Every feature's page shell (ADR 040, 088): the first that knows a path gives its page's title, JSON-LD and status.
 * The course menu's comes before the venue's, which leaves the pages under `/menu/course/` to it.
 */
export const PAGE_SHELLS: PageShellLookup[] = [
  vacancyShell,
  courseMenuShell,
  venueShell,
  shopShell,
  telerPageShell,
  partnerShell,
  merchandiseShell,
  productShell,
  postShell,
  eventShell,
];
