import { BRANDS } from '@platform/core';
import type { ComponentProps } from 'react';
import { type MarkerColors, PlacesMap } from '../../../components/map/places-map.tsx';

/** Venue markers in the hospitality brand's colours, whatever brand the visitor last used. */
const HOSPITALITY_MARKERS: MarkerColors = {
  stroke: BRANDS.hospitality.primaryColor,
  fill: BRANDS.hospitality.secondaryColor,
};

export function VenueMap(props: Omit<ComponentProps<typeof PlacesMap>, 'markerColors'>) {
  return <PlacesMap {...props} markerColors={HOSPITALITY_MARKERS} />;
}
