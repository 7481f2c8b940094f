import type { AssistantPrivacy } from '@platform/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { aiAdminKeys } from './keys.ts';

/** Public: who receives the assistants' questions (the privacy statement names it). */
export const useAssistantPrivacy = () =>
  useQuery({ queryKey: aiAdminKeys.privacy, queryFn: () => api<AssistantPrivacy>('/api/assistant/privacy') });
