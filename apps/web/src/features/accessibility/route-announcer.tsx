import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAccessibility } from './accessibility-provider.tsx';

/**
 * In screen-reader mode, announces the new page's title after each client-side
 * navigation (a single-page app otherwise changes pages silently).
 */
export function RouteAnnouncer() {
  const { effective } = useAccessibility();
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!effective.screenReader) return;
    // Pages set document.title in an effect: read it once they have rendered.
    const timer = window.setTimeout(() => setMessage(document.title), 300);
    return () => window.clearTimeout(timer);
  }, [pathname, effective.screenReader]);
  if (!effective.screenReader) return null;
  return (
    <p aria-live="polite" className="sr-only" data-testid="route-announcer">
      {message}
    </p>
  );
}
