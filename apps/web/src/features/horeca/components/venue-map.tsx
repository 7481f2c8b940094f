import { BRANDS } from '@platform/core';
import { LazyPlacesMap } from '../../../components/map/lazy-places-map.tsx';
import type { MarkerColors, PlacesMapProps } from '../../../components/map/places-map.tsx';

/** Venue markers in the hospitality brand's colours, whatever brand the visitor last used. */
const HOSPITALITY_MARKERS: MarkerColors = {
  stroke: BRANDS.hospitality.primaryColor,
  fill: BRANDS.hospitality.secondaryColor,
};

export function VenueMap(props: Omit<PlacesMapProps, 'markerColors'>) {
  return <LazyPlacesMap {...props} markerColors={HOSPITALITY_MARKERS} />;
}
