import { menuViewHour } from '@platform/core';
import { useEffect, useRef } from 'react';
import { reportMenuView } from '../api/report-menu-view.ts';

/** How often a screen that shows its menu checks whether a new clock hour began. */
const CHECK_MS = 60_000;

/**
 * Menu views on screens (ADR 076): while the display shows the menu (`showing`: loaded and not dimmed) and the page
 * is on view, it reports so once per clock hour; the server counts each screen and hour once. A report that fails
 * (offline, a restart) is tried again at the next check, so an hour with the menu on screen is not lost.
 */
export function useMenuViews(token: string, showing: boolean) {
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (!showing) return;
    let sending = false;
    const check = () => {
      if (sending || document.visibilityState !== 'visible') return;
      const hour = menuViewHour(new Date()).getTime();
      if (counted.current === hour) return;
      sending = true;
      reportMenuView(token)
        .then(() => {
          counted.current = hour;
        })
        .catch(() => undefined)
        .finally(() => {
          sending = false;
        });
    };
    check();
    const timer = setInterval(check, CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [token, showing]);
}
