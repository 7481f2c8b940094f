export { loadAccountsTexts, useAccountsTexts } from './texts.ts';
