import { BRANDS } from '@platform/core';
import { useEffect } from 'react';
import { useBrand } from '../../brand/index.ts';

const MANIFEST = { cannabis: '/manifest.webmanifest', hospitality: '/manifest-foodee.webmanifest' } as const;

/**
 * The installed app takes the brand the visitor is on: Foodee's name, colour and icons on the hospitality brand.
 * The build puts the Kaartwijs manifest in the HTML (vite-plugin-pwa); this points it at the brand's own.
 */
export function useBrandManifest() {
  const { brand } = useBrand();
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      document.head.append(link);
    }
    link.href = MANIFEST[brand];
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', BRANDS[brand].primaryColor);
  }, [brand]);
}
