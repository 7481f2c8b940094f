import type { CourseMenu, CourseMenuInput } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useEditMutation } from './use-edit-mutation.ts';

/** Creates a course menu (no id) or changes one. */
export const useSaveCourseMenu = (venueId: string) =>
  useEditMutation(({ id, input }: { id?: string; input: CourseMenuInput }) =>
    id
      ? api<CourseMenu>(`/api/horeca/manage/course-menus/${id}`, { method: 'PATCH', body: input })
      : api<CourseMenu>(`/api/horeca/manage/venues/${venueId}/course-menus`, { method: 'POST', body: input }),
  );
