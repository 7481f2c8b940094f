import type {
  AdminReservation,
  Availability,
  BlockInput,
  BookingInput,
  BookingResult,
  CourseMenu,
  CourseMenuInput,
  GuestReservation,
  ManagedVenue,
  ManagerDay,
  ManagerReservation,
  MenuInput,
  MenuSection,
  ReservationSlot,
  ReservationStatus,
  TableBlock,
  VenueCreate,
  VenueDetail,
  VenueFilters,
  VenueInput,
  VenueSummary,
  WalkInInput,
} from '@platform/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface VenueFilterState {
  plaats?: string;
  group?: string;
  category?: string;
  cuisine?: string;
  openNow?: boolean;
}

const query = (params: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== '' && value !== false)
      .map(([key, value]) => [key, String(value)]),
  ).toString();

export const useVenueFilters = () =>
  useQuery(queryOptions({ queryKey: ['horeca', 'filters'], queryFn: () => api<VenueFilters>('/api/horeca/filters') }));

export const useVenues = (filters: VenueFilterState) =>
  useQuery(
    queryOptions({
      queryKey: ['horeca', 'venues', filters],
      queryFn: () => api<VenueSummary[]>(`/api/horeca/venues?${query({ ...filters })}`),
      placeholderData: keepPreviousData,
    }),
  );

export const useVenue = (plaats: string, slug: string) =>
  useQuery(
    queryOptions({
      queryKey: ['horeca', 'venue', plaats, slug],
      queryFn: () => api<VenueDetail>(`/api/horeca/venues/${encodeURIComponent(plaats)}/${encodeURIComponent(slug)}`),
    }),
  );

export const useCourseMenu = (id: string) =>
  useQuery(
    queryOptions({ queryKey: ['horeca', 'course', id], queryFn: () => api<CourseMenu>(`/api/horeca/course-menus/${id}`) }),
  );

export const useAvailability = (venueId: string | undefined, date: string, partySize: number) =>
  useQuery(
    queryOptions({
      queryKey: ['horeca', 'availability', venueId, date, partySize],
      queryFn: () => api<Availability>(`/api/horeca/venues/${venueId}/availability?${query({ date, partySize })}`),
      enabled: Boolean(venueId && date && partySize > 0),
      staleTime: 0,
      retry: false,
    }),
  );

export function useBook(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingInput) =>
      api<BookingResult>(`/api/horeca/venues/${venueId}/reservations`, { method: 'POST', body: input }),
    retry: false,
    // A full slot (409) changes availability too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['horeca', 'availability', venueId] }),
  });
}

const guestKey = (token: string) => ['horeca', 'guest', token] as const;

export const useGuestReservation = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: guestKey(token),
      queryFn: () => api<GuestReservation>(`/api/horeca/reservations/${encodeURIComponent(token)}`),
      retry: false,
    }),
  );

function useGuestMutation<T>(token: string, call: (input: T) => Promise<GuestReservation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    retry: false,
    onSuccess: (reservation) => queryClient.setQueryData(guestKey(token), reservation),
  });
}

export const useGuestChange = (token: string) =>
  useGuestMutation(token, (slot: ReservationSlot) =>
    api<GuestReservation>(`/api/horeca/reservations/${encodeURIComponent(token)}/change`, { method: 'POST', body: slot }),
  );

export const useGuestCancel = (token: string) =>
  useGuestMutation(token, () =>
    api<GuestReservation>(`/api/horeca/reservations/${encodeURIComponent(token)}/cancel`, { method: 'POST' }),
  );

// ── Management ──
const live = { staleTime: 0, refetchOnMount: 'always' as const };

export const useManagedVenues = () =>
  useQuery(
    queryOptions({ queryKey: ['horeca', 'managed'], queryFn: () => api<ManagedVenue[]>('/api/horeca/manage/venues'), ...live }),
  );

const dayKey = (venueId: string, date: string) => ['horeca', 'day', venueId, date] as const;

export const useManagerDay = (venueId: string, date: string) =>
  useQuery(
    queryOptions({
      queryKey: dayKey(venueId, date),
      queryFn: () => api<ManagerDay>(`/api/horeca/manage/venues/${venueId}/day?${query({ date })}`),
      enabled: Boolean(venueId),
      // Online bookings arrive live (useVenueEvents); a slow poll covers a dropped stream.
      refetchInterval: 120_000,
      ...live,
    }),
  );

function useDayMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['horeca', 'day'] }),
  });
}

export const useWalkIn = (venueId: string) =>
  useDayMutation((input: WalkInInput) =>
    api<ManagerReservation>(`/api/horeca/manage/venues/${venueId}/walk-ins`, { method: 'POST', body: input }),
  );

export const useChangeStatus = () =>
  useDayMutation(({ id, status }: { id: string; status: ReservationStatus }) =>
    api<ManagerReservation>(`/api/horeca/manage/reservations/${id}/status`, { method: 'POST', body: { status } }),
  );

export const useMoveReservation = () =>
  useDayMutation(({ id, tableIds }: { id: string; tableIds: string[] }) =>
    api<ManagerReservation>(`/api/horeca/manage/reservations/${id}/move`, { method: 'POST', body: { tableIds } }),
  );

export const useAddBlock = (venueId: string) =>
  useDayMutation((input: BlockInput) =>
    api<TableBlock>(`/api/horeca/manage/venues/${venueId}/blocks`, { method: 'POST', body: input }),
  );

export const useRemoveBlock = () =>
  useDayMutation((id: string) => api(`/api/horeca/manage/blocks/${id}/remove`, { method: 'POST' }));

export const useAdminReservations = (date: string) =>
  useQuery(
    queryOptions({
      queryKey: ['horeca', 'admin', date],
      queryFn: () => api<AdminReservation[]>(`/api/admin/horeca/reservations?${query({ date })}`),
      ...live,
    }),
  );

// ── Editing ──
export interface EditableVenueData {
  venue: VenueInput & { id: string; slug: string; plaatsSlug: string };
  menu: MenuSection[];
  courseMenus: CourseMenu[];
}
const editKey = (venueId: string) => ['horeca', 'edit', venueId] as const;

export const useEditableVenue = (venueId: string) =>
  useQuery(
    queryOptions({
      queryKey: editKey(venueId),
      queryFn: () => api<EditableVenueData>(`/api/horeca/manage/venues/${venueId}/edit`),
      enabled: Boolean(venueId),
      ...live,
    }),
  );

function useEditMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    retry: false,
    // The public pages and lists show what was edited.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['horeca'] }),
  });
}

export const useUpdateVenue = (venueId: string) =>
  useEditMutation((input: VenueInput) => api(`/api/horeca/manage/venues/${venueId}`, { method: 'PATCH', body: input }));

export const useReplaceMenu = (venueId: string) =>
  useEditMutation((input: MenuInput) =>
    api<MenuSection[]>(`/api/horeca/manage/venues/${venueId}/menu`, { method: 'PUT', body: input }),
  );

export const useSaveCourseMenu = (venueId: string) =>
  useEditMutation(({ id, input }: { id?: string; input: CourseMenuInput }) =>
    id
      ? api<CourseMenu>(`/api/horeca/manage/course-menus/${id}`, { method: 'PATCH', body: input })
      : api<CourseMenu>(`/api/horeca/manage/venues/${venueId}/course-menus`, { method: 'POST', body: input }),
  );

export const useRemoveCourseMenu = () =>
  useEditMutation((id: string) => api(`/api/horeca/manage/course-menus/${id}/remove`, { method: 'POST' }));

export const useCreateVenue = () =>
  useEditMutation((input: VenueCreate) => api<{ id: string }>('/api/admin/horeca/venues', { method: 'POST', body: input }));
