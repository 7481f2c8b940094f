import type { PlaceKindName } from '@platform/core';

/** Query keys of the staff planner; every manager write invalidates its place's weeks, every employee write `mine`. */
export const plannerKeys = {
  all: ['staff-planner'] as const,
  place: (kind: PlaceKindName, id: string) => ['staff-planner', 'place', kind, id] as const,
  week: (kind: PlaceKindName, id: string, week: string) => ['staff-planner', 'place', kind, id, week] as const,
  mine: ['staff-planner', 'mine'] as const,
  myWeek: (week: string) => ['staff-planner', 'mine', week] as const,
};

export const placePath = (kind: PlaceKindName, id: string) => `/api/staff-planner/places/${kind}/${id}`;
