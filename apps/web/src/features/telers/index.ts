export { useTelerOptions } from './api/get-teler-options.ts';
