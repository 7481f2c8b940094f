export { BrandProvider, useBrand } from './brand-provider.tsx';
export { ThemeProvider, useTheme } from './theme-provider.tsx';
