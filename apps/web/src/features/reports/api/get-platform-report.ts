import type { PlatformReport, ReportQuery } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reportsKeys } from './keys.ts';

/** Where the platform report lives (admins); the CSV download is the same address with `/csv`. */
export function platformReportUrl(range: ReportQuery, csv = false): string {
  return `/api/reports/platform${csv ? '/csv' : ''}?${new URLSearchParams(range)}`;
}

export function getPlatformReportQueryOptions(range: ReportQuery) {
  return queryOptions({
    queryKey: reportsKeys.platform(range.from, range.to),
    queryFn: () => api<PlatformReport>(platformReportUrl(range)),
    // Another range keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function usePlatformReport(range: ReportQuery, enabled: boolean) {
  return useQuery({ ...getPlatformReportQueryOptions(range), enabled });
}
