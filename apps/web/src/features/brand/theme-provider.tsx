import { isTheme, STORAGE_KEYS, type Theme, themeForBrand } from '@platform/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useHydrated } from '../../lib/hydration.ts';
import { rememberLook } from '../../lib/look-cookies.ts';
import { storage } from '../../lib/storage.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { useBrand } from './brand-provider.tsx';

interface ThemeContextValue {
  theme: Theme;
  resolved: 'light' | 'dark';
  setTheme(theme: Theme): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readSavedTheme(): Theme | null {
  const stored = storage.get(STORAGE_KEYS.theme);
  return isTheme(stored) ? stored : null;
}

/** Light, dark or system; without a saved choice the brand's default theme applies. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { brand } = useBrand();
  const [chosen, setChosen] = useState<Theme | null>(null);
  // The saved theme only after hydration, so the first render matches the server's (ADR 066).
  const hydrated = useHydrated();
  const saved = chosen ?? (hydrated ? readSavedTheme() : null);
  const systemDark = useMediaQuery(DARK_QUERY);
  const theme = themeForBrand(brand, saved);
  const resolved = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

  useEffect(() => {
    document.documentElement.classList.toggle('dark', resolved === 'dark');
  }, [resolved]);
  // A choice saved before the cookie existed reaches the server from the next page on.
  useEffect(() => {
    if (saved) rememberLook('theme', saved);
  }, [saved]);

  const setTheme = useCallback((next: Theme) => {
    storage.set(STORAGE_KEYS.theme, next);
    setChosen(next);
  }, []);

  const value = useMemo(() => ({ theme, resolved, setTheme }), [theme, resolved, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme moet binnen een ThemeProvider worden gebruikt');
  return context;
}
