import type { PlaceKindName, PlaceReport, ReportQuery } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reportsKeys } from './keys.ts';

/** Where the report of a place lives; the CSV download is the same address with `/csv`. */
export function placeReportUrl(kind: PlaceKindName, id: string, range: ReportQuery, csv = false): string {
  return `/api/reports/places/${kind}/${id}${csv ? '/csv' : ''}?${new URLSearchParams(range)}`;
}

export function getPlaceReportQueryOptions(kind: PlaceKindName, id: string, range: ReportQuery) {
  return queryOptions({
    queryKey: reportsKeys.place(kind, id, range.from, range.to),
    queryFn: () => api<PlaceReport>(placeReportUrl(kind, id, range)),
    // Another range keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function usePlaceReport(kind: PlaceKindName, id: string | undefined, range: ReportQuery) {
  return useQuery({ ...getPlaceReportQueryOptions(kind, id ?? '', range), enabled: Boolean(id) });
}
