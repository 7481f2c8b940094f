import type {
  EventCancelView,
  EventInput,
  EventOwnerKind,
  EventSignupInput,
  EventSignupResult,
  ManagedEvent,
  PublicEvent,
} from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';

/** Query keys of events; every write invalidates `all`. */
export const eventKeys = {
  all: ['events'] as const,
  one: (id: string) => ['events', 'one', id] as const,
  upcoming: (kind: EventOwnerKind | 'all', id: string) => ['events', 'upcoming', kind, id] as const,
  managed: (kind: EventOwnerKind, id: string) => ['events', 'managed', kind, id] as const,
};

const organiserPath = (kind: EventOwnerKind, id: string) => `/api/event-organisers/${kind}/${id}/events`;

export function getEventQueryOptions(id: string) {
  return queryOptions({ queryKey: eventKeys.one(id), queryFn: () => api<PublicEvent>(`/api/events/${encodeURIComponent(id)}`) });
}
export const useEvent = (id: string) => useQuery(getEventQueryOptions(id));

export function getUpcomingEventsQueryOptions(kind?: EventOwnerKind, id?: string) {
  const params = new URLSearchParams();
  if (kind) params.set('kind', kind);
  if (id) params.set('id', id);
  return queryOptions({
    queryKey: eventKeys.upcoming(kind ?? 'all', id ?? ''),
    queryFn: () => api<PublicEvent[]>(`/api/events?${params.toString()}`),
  });
}
export const useUpcomingEvents = (kind?: EventOwnerKind, id?: string) => useQuery(getUpcomingEventsQueryOptions(kind, id));

export function getOrganiserEventsQueryOptions(kind: EventOwnerKind, id: string) {
  return queryOptions({
    queryKey: eventKeys.managed(kind, id),
    queryFn: () => api<ManagedEvent[]>(organiserPath(kind, id)),
    ...liveQuery,
  });
}
export const useOrganiserEvents = (kind: EventOwnerKind, id: string) => useQuery(getOrganiserEventsQueryOptions(kind, id));

export function useSaveEvent(kind: EventOwnerKind, id: string, eventId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) =>
      eventId
        ? api<ManagedEvent>(`${organiserPath(kind, id)}/${eventId}`, { method: 'PUT', body: input })
        : api<ManagedEvent>(organiserPath(kind, id), { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function useRemoveEvent(kind: EventOwnerKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => api<void>(`${organiserPath(kind, id)}/${eventId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function useSignUpForEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventSignupInput) =>
      api<EventSignupResult>(`/api/events/${eventId}/signups`, { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.one(eventId) }),
  });
}

/** The sign-up behind a cancel link (name and event); a wrong or used link answers 404 with the Dutch reason. */
export function getCancelViewQueryOptions(eventId: string, token: string) {
  return queryOptions({
    queryKey: [...eventKeys.one(eventId), 'cancel', token] as const,
    queryFn: () => api<EventCancelView>(`/api/events/${encodeURIComponent(eventId)}/cancel?token=${encodeURIComponent(token)}`),
    enabled: token.length > 0,
  });
}
export const useCancelView = (eventId: string, token: string) => useQuery(getCancelViewQueryOptions(eventId, token));

/** Cancels the link's one sign-up; the event's places left refresh. */
export function useCancelSignup(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<void>(`/api/events/${encodeURIComponent(eventId)}/cancel`, { method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.one(eventId), exact: true }),
  });
}
