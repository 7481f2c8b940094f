import 'leaflet/dist/leaflet.css';
import { MAP_TILE_MAX_ZOOM, MAP_TILE_URL_TEMPLATE } from '@platform/core';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

export interface MapPlace {
  id: string;
  latitude: number;
  longitude: number;
  label: string;
  /** In-app route opened when the marker is activated. */
  href?: string;
}

/** The platform's own tile route (ADR 090): the visitor's browser never contacts the tile server itself. */
const TILE_URL = MAP_TILE_URL_TEMPLATE;
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** Marker outline and fill; the default is the cannabis brand's green, hospitality pages pass their own. */
export interface MarkerColors {
  stroke: string;
  fill: string;
}
const DEFAULT_MARKER_COLORS: MarkerColors = { stroke: '#166534', fill: '#22c55e' };

/** The Netherlands, for an empty list. */
const NL_CENTER: L.LatLngTuple = [52.2, 5.3];

export interface PlacesMapProps {
  places: MapPlace[];
  className?: string;
  zoom?: number;
  markerColors?: MarkerColors;
}

/**
 * A Leaflet map with one circle marker per place (circle markers are SVG, so no marker image
 * assets to bundle). `LazyPlacesMap` (lazy-places-map.tsx) puts it in its named frame when it scrolls near.
 */
export function PlacesMapCanvas({ places, zoom = 15, markerColors = DEFAULT_MARKER_COLORS }: Omit<PlacesMapProps, 'className'>) {
  const navigate = useNavigate();
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { scrollWheelZoom: false });
    L.tileLayer(TILE_URL, { maxZoom: MAP_TILE_MAX_ZOOM, attribution: ATTRIBUTION }).addTo(map);
    const markers = places.map((place) => {
      const marker = L.circleMarker([place.latitude, place.longitude], {
        radius: 8,
        color: markerColors.stroke,
        fillColor: markerColors.fill,
        fillOpacity: 0.85,
        weight: 2,
      }).bindTooltip(place.label);
      if (place.href) {
        const href = place.href;
        marker.on('click', () => navigate(href));
      }
      return marker.addTo(map);
    });
    const [only] = places;
    if (!only) map.setView(NL_CENTER, 7);
    else if (places.length === 1) map.setView([only.latitude, only.longitude], zoom);
    else map.fitBounds(L.featureGroup(markers).getBounds(), { padding: [24, 24] });
    return () => {
      map.remove();
    };
  }, [places, zoom, navigate, markerColors]);

  return <div ref={element} className="h-full min-h-64 w-full" />;
}
