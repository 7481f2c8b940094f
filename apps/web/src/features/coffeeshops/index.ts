export { useCoffeeshopOptions } from './api/get-coffeeshop-options.ts';
export { AgeGatedOutlet } from './components/age-gated-outlet.tsx';
export { QueryState } from './components/query-state.tsx';
export { ShopGrid } from './components/shop-card.tsx';
