export { useCoffeeshopOptions } from './api/get-coffeeshop-options.ts';
export { useOnlineMenus } from './api/get-online-menus.ts';
export { coffeeshopKeys } from './api/keys.ts';
export { AgeGatedOutlet } from './components/age-gated-outlet.tsx';
export { describeException, OpeningHoursExceptionsList } from './components/opening-hours-exceptions-list.tsx';
export { OpeningHoursTable } from './components/opening-hours-table.tsx';
export { OpenBadge, ShopGrid } from './components/shop-card.tsx';
export { coffeeshopServerData } from './server-data.ts';
