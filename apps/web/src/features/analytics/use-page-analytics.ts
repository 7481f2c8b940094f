import { ANALYTICS_EVENT_NAMES, newScrollMilestones } from '@platform/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { flushAnalytics, track } from './track.ts';

/** How far down the page the reader has come, in percent (a page shorter than the window counts as read). */
function scrollPercent(): number {
  const { scrollHeight, clientHeight } = document.documentElement;
  const scrollable = scrollHeight - clientHeight;
  return scrollable <= 0 ? 100 : Math.min(100, Math.round((window.scrollY / scrollable) * 100));
}

/**
 * Per page: a page view, each scroll-depth milestone once (25, 50, 75, 90, 100), and one page-engagement event
 * when the page is hidden (spec §4), with the time it was visible and the deepest milestone.
 */
export function usePageAnalytics() {
  const { pathname } = useLocation();
  useEffect(() => {
    track(ANALYTICS_EVENT_NAMES.pageView);
    const reported = new Set<number>();
    let visibleSince = document.visibilityState === 'visible' ? performance.now() : null;
    let visibleMs = 0;
    let frame = 0;

    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        for (const milestone of newScrollMilestones(scrollPercent(), reported)) {
          reported.add(milestone);
          track(ANALYTICS_EVENT_NAMES.scrollDepth, { depth: milestone });
        }
      });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        if (visibleSince !== null) visibleMs += performance.now() - visibleSince;
        visibleSince = null;
        track(ANALYTICS_EVENT_NAMES.pageEngagement, {
          durationMs: Math.round(visibleMs),
          maxDepth: Math.max(0, ...reported),
        });
        flushAnalytics(true);
      } else {
        visibleSince = performance.now();
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onVisibility);
      cancelAnimationFrame(frame);
    };
  }, [pathname]);
}
