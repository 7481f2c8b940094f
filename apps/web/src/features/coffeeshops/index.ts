export { useCoffeeshopOptions } from './api/get-coffeeshop-options.ts';
