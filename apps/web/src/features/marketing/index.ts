export { Landing, ProductScreenshot, useTextList } from './components/landing.tsx';
export { loadMarketingTexts, useMarketingTexts } from './texts.ts';
