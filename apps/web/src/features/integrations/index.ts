export { integrationsKeys } from './api/keys.ts';
export { loadIntegrationsTexts, useIntegrationsTexts } from './texts.ts';
