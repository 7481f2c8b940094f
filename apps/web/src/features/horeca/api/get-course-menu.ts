import type { CourseMenu } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { horecaKeys } from './keys.ts';

export function getCourseMenuQueryOptions(id: string) {
  return queryOptions({ queryKey: horecaKeys.courseMenu(id), queryFn: () => api<CourseMenu>(`/api/horeca/course-menus/${id}`) });
}

export function useCourseMenu(id: string) {
  return useQuery(getCourseMenuQueryOptions(id));
}
