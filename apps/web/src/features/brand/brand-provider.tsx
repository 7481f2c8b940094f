import { type BrandType, brandProperties, STORAGE_KEYS, selectBrand } from '@platform/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated, useRequestHost } from '../../lib/hydration.ts';
import { rememberLook } from '../../lib/look-cookies.ts';
import { storage } from '../../lib/storage.ts';

interface BrandContextValue {
  brand: BrandType;
  setBrand(brand: BrandType): void;
}

const BrandContext = createContext<BrandContextValue | null>(null);

/** Sets the brand's colours and a data-brand attribute on the document. */
function applyBrand(brand: BrandType) {
  const root = document.documentElement;
  root.dataset.brand = brand;
  for (const [name, value] of Object.entries(brandProperties(brand))) root.style.setProperty(name, value);
}

/** Brand selection per spec section 1, re-evaluated on every navigation and persisted as preferred_brand. */
export function BrandProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [chosen, setChosen] = useState<BrandType | null>(null);
  const host = useRequestHost();
  // The stored choice only after hydration: the server cannot read it (ADR 066).
  const hydrated = useHydrated();
  const brand = useMemo(
    () =>
      selectBrand({
        host,
        path: location.pathname,
        stored: chosen ?? (hydrated ? storage.get(STORAGE_KEYS.preferredBrand) : null),
      }),
    [host, location.pathname, chosen, hydrated],
  );

  useEffect(() => {
    applyBrand(brand);
    storage.set(STORAGE_KEYS.preferredBrand, brand);
    rememberLook('brand', brand);
  }, [brand]);

  const setBrand = useCallback((next: BrandType) => {
    storage.set(STORAGE_KEYS.preferredBrand, next);
    setChosen(next);
  }, []);

  const value = useMemo(() => ({ brand, setBrand }), [brand, setBrand]);
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandContextValue {
  const context = useContext(BrandContext);
  if (!context) throw new Error('useBrand moet binnen een BrandProvider worden gebruikt');
  return context;
}
