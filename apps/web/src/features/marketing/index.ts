export { Landing, ProductScreenshot, useTextList } from './components/landing.tsx';
export { LandingPage } from './pages/landing-page.tsx';
export { loadMarketingTexts, useMarketingTexts } from './texts.ts';
