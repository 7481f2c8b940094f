export { useAccountsTexts } from './texts.ts';
