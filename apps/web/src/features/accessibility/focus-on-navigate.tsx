import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Moves the keyboard focus to the page's content (`<main id="main" tabIndex={-1}>`), without scrolling. */
export function focusMain(): void {
  document.getElementById('main')?.focus({ preventScroll: true });
}

const FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/**
 * After a client-side navigation the focus would stay on the link just used (or fall back to the page's start); like a
 * page load, it goes to the new page's content instead, so the next Tab starts there. A field the new page focused
 * itself keeps it; the first render (a real page load) is left to the browser.
 */
export function FocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      const main = document.getElementById('main');
      if (active && main?.contains(active) && active !== main && FIELDS.has(active.tagName)) return;
      focusMain();
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
