import type { PlaceOwnerInput } from '@platform/core';
import type { PlaceKind } from './place-kind.ts';
import { useChangePlace } from './use-change-place.ts';

export const useTransferPlace = (kind: PlaceKind) => useChangePlace<PlaceOwnerInput>(kind, 'owner');
