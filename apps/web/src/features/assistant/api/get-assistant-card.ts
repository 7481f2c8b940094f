import type { AssistantCard, AssistantId, AssistantPage } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { assistantKeys } from './keys.ts';

/** The assistant's name, welcome, suggested questions and AI disclosure for a page (in the interface language). */
export function getAssistantCardQueryOptions(
  id: AssistantId,
  page: AssistantPage | undefined,
  placeId: string | undefined,
  language: string,
) {
  const query = new URLSearchParams();
  if (page) query.set('page', page);
  if (placeId) query.set('placeId', placeId);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return queryOptions({
    queryKey: assistantKeys.card(id, page, placeId, language),
    queryFn: () => api<AssistantCard>(`/api/assistant/assistants/${id}${search}`),
  });
}

export function useAssistantCard(id: AssistantId, page: AssistantPage | undefined, placeId: string | undefined) {
  const { i18n } = useTranslation();
  return useQuery(getAssistantCardQueryOptions(id, page, placeId, i18n.resolvedLanguage ?? i18n.language ?? 'nl'));
}
