export { Landing, ProductScreenshot, useTextList } from './components/landing.tsx';
