import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import type { PlacesMapProps } from './places-map.tsx';

const PlacesMapCanvas = lazy(() => import('./places-map.tsx').then((module) => ({ default: module.PlacesMapCanvas })));

/** Start loading Leaflet this far before the map scrolls into view. */
const ROOT_MARGIN = '200px';

/**
 * The places map, its code (Leaflet and its styles) loaded only when it comes near the screen: it
 * sits below the list on every page, so a visitor who never scrolls there never downloads it (ADR 037).
 * The frame is there from the start at its full size, so nothing shifts. It is a named figure, not
 * role="img": Leaflet's zoom buttons inside must stay reachable controls. Keyboard users get the same
 * places as the list beside every map.
 *
 * On a phone the map waits behind "Toon op kaart" (ADR 082): there the list and the address are what a visitor
 * reads, and Leaflet's 37 KB and its tiles cost mobile data and the first seconds on every list and place page.
 * Hidden (`max-sm:hidden`) the frame never intersects, so nothing loads until the button opens it.
 */
export function LazyPlacesMap({ className, ...map }: PlacesMapProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const figureId = useId();

  useEffect(() => {
    const element = frame.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <>
      <Button
        variant="secondary"
        className="mb-4 self-start sm:hidden"
        aria-expanded={openOnPhone}
        aria-controls={figureId}
        onClick={() => setOpenOnPhone((open) => !open)}
      >
        {openOnPhone ? t('map.hide') : t('map.show')}
      </Button>
      <figure
        id={figureId}
        ref={frame}
        // Leaflet draws inside on its own clock; the hydration check (e2e) compares the frame, not the drawing.
        data-map=""
        aria-label={t('map.label', { count: map.places.length })}
        className={cn(
          'min-h-64 overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800',
          openOnPhone ? '' : 'max-sm:hidden',
          className,
        )}
      >
        {near ? (
          <Suspense fallback={null}>
            <PlacesMapCanvas {...map} />
          </Suspense>
        ) : null}
      </figure>
    </>
  );
}
