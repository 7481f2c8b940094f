import { type AccessibilitySettings, effectiveAccessibility, parseAccessibilitySettings, STORAGE_KEYS } from '@platform/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { storage } from '../../lib/storage.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';

interface AccessibilityContextValue {
  /** What the user chose on this device. */
  stored: AccessibilitySettings;
  /** What applies: the OS's reduced-motion and more-contrast preferences win. */
  effective: AccessibilitySettings;
  os: { prefersReducedMotion: boolean; prefersMoreContrast: boolean };
  update(changes: Partial<AccessibilitySettings>): void;
}

const AccessibilityContext = createContext<AccessibilityContextValue | null>(null);

function readStored(): AccessibilitySettings {
  const { settings, warning } = parseAccessibilitySettings(storage.get(STORAGE_KEYS.accessibilitySettings));
  // Spec section 5: bad stored settings are ignored with a console warning.
  if (warning) console.warn(warning);
  return settings;
}

/** Mirrors the effective settings onto <html>, where index.css turns them into styles. */
function applyToDocument(settings: AccessibilitySettings) {
  const root = document.documentElement;
  root.classList.toggle('a11y-reduced-motion', settings.reducedMotion);
  root.classList.toggle('a11y-high-contrast', settings.highContrast);
  root.classList.toggle('a11y-keyboard', settings.keyboardNavigation);
  root.classList.toggle('a11y-screen-reader', settings.screenReader);
  root.dataset.fontSize = settings.fontSize;
}

export function AccessibilityProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState(readStored);
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const prefersMoreContrast = useMediaQuery('(prefers-contrast: more)');
  const os = useMemo(() => ({ prefersReducedMotion, prefersMoreContrast }), [prefersReducedMotion, prefersMoreContrast]);
  const effective = useMemo(() => effectiveAccessibility(stored, os), [stored, os]);

  useEffect(() => applyToDocument(effective), [effective]);

  const update = useCallback((changes: Partial<AccessibilitySettings>) => {
    setStored((current) => {
      const next = { ...current, ...changes };
      storage.set(STORAGE_KEYS.accessibilitySettings, JSON.stringify(next));
      return next;
    });
  }, []);

  const value = useMemo(() => ({ stored, effective, os, update }), [stored, effective, os, update]);
  return <AccessibilityContext.Provider value={value}>{children}</AccessibilityContext.Provider>;
}

export function useAccessibility(): AccessibilityContextValue {
  const context = useContext(AccessibilityContext);
  if (!context) throw new Error('useAccessibility moet binnen een AccessibilityProvider worden gebruikt');
  return context;
}
