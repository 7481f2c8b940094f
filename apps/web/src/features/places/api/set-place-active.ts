import type { PlaceActiveInput } from '@platform/core';
import type { PlaceKind } from './place-kind.ts';
import { useChangePlace } from './use-change-place.ts';

export const useSetPlaceActive = (kind: PlaceKind) => useChangePlace<PlaceActiveInput>(kind, 'status');
