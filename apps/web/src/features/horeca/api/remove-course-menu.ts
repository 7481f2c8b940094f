import { api } from '../../../lib/api-client.ts';
import { useEditMutation } from './use-edit-mutation.ts';

export const useRemoveCourseMenu = () =>
  useEditMutation((id: string) => api(`/api/horeca/manage/course-menus/${id}/remove`, { method: 'POST' }));
