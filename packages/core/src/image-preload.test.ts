import { describe, expect, it } from 'vitest';
import { IMAGE_CACHE } from './constants.ts';
import { imagePreloadPlan } from './image-preload.ts';

const urls = (count: number) => Array.from({ length: count }, (_, index) => `/api/images/${index}/card.webp`);

describe('imagePreloadPlan', () => {
  it('loads the first ten at once and the rest after 500 ms in batches of five', () => {
    const plan = imagePreloadPlan(urls(22));
    expect(plan.map((step) => [step.pauseMs, step.urls.length])).toEqual([
      [0, 10],
      [500, 5],
      [0, 5],
      [0, 2],
    ]);
    expect(plan[0]?.urls[0]).toBe('/api/images/0/card.webp');
    expect(plan[1]?.urls[0]).toBe('/api/images/10/card.webp');
  });

  it('uses batches of two with a 50 ms pause on a slow connection', () => {
    const plan = imagePreloadPlan(urls(15), true);
    expect(plan.map((step) => [step.pauseMs, step.urls.length])).toEqual([
      [0, 10],
      [IMAGE_CACHE.preloadRestAfterMs, 2],
      [IMAGE_CACHE.slowPrefetchPauseMs, 2],
      [IMAGE_CACHE.slowPrefetchPauseMs, 1],
    ]);
  });

  it('has one step for a short list and none for an empty one; duplicates and blanks are dropped', () => {
    expect(imagePreloadPlan(['/a.webp', '/a.webp', '', '/b.webp'])).toEqual([{ pauseMs: 0, urls: ['/a.webp', '/b.webp'] }]);
    expect(imagePreloadPlan([])).toEqual([]);
  });
});
