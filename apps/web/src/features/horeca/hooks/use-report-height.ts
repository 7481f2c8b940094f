import { WIDGET_MESSAGE_TYPE } from '@platform/core';
import { useEffect } from 'react';

/**
 * Inside a frame, tells the embedding page the document's height whenever it changes, so the widget script can size
 * the iframe without a scroll bar (ADR 058). The height is no secret: any origin may receive it.
 */
export function useReportHeight(venueId: string) {
  useEffect(() => {
    if (window.parent === window) return;
    const report = () =>
      window.parent.postMessage({ type: WIDGET_MESSAGE_TYPE, venueId, height: document.documentElement.scrollHeight }, '*');
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();
    return () => observer.disconnect();
  }, [venueId]);
}
