export { Landing, ProductScreenshot, useTextList } from './components/landing.tsx';
export { LandingPage } from './lazy-landing-page.ts';
export { loadMarketingTexts, useMarketingTexts } from './texts.ts';
