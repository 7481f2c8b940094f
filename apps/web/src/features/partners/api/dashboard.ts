import type {
  ManagedPartner,
  PartnerInvitation,
  PartnerMemberInviteInput,
  PartnerMemberRole,
  PartnerMembers,
  PartnerMembership,
  PartnerProfileInput,
  PartnerService,
  PartnerServiceInput,
} from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { dashboardPath, partnerKeys } from './keys.ts';

export function getMyPartnersQueryOptions() {
  return queryOptions({
    queryKey: partnerKeys.mine,
    queryFn: () => api<PartnerMembership[]>('/api/partner-dashboard'),
    ...liveQuery,
  });
}
export const useMyPartners = () => useQuery(getMyPartnersQueryOptions());

export function getManagedPartnerQueryOptions(id: string) {
  return queryOptions({ queryKey: partnerKeys.managed(id), queryFn: () => api<ManagedPartner>(dashboardPath(id)), ...liveQuery });
}
export const useManagedPartner = (id: string) => useQuery(getManagedPartnerQueryOptions(id));

export function getMembersQueryOptions(id: string) {
  return queryOptions({
    queryKey: partnerKeys.members(id),
    queryFn: () => api<PartnerMembers>(`${dashboardPath(id)}/members`),
    ...liveQuery,
  });
}
export const useMembers = (id: string) => useQuery(getMembersQueryOptions(id));

/** A write on the dashboard: every partner read (the dashboard, the public page) is stale afterwards. */
function usePartnerWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }) });
}

export const useUpdateProfile = (id: string) =>
  usePartnerWrite((input: PartnerProfileInput) => api<ManagedPartner>(dashboardPath(id), { method: 'PUT', body: input }));

export const useUploadLogo = (id: string) =>
  usePartnerWrite((file: File) => apiUpload<{ url: string }>(`${dashboardPath(id)}/logo`, file));

export const useSaveService = (id: string, serviceId: string | null) =>
  usePartnerWrite((input: PartnerServiceInput) =>
    serviceId
      ? api<PartnerService>(`${dashboardPath(id)}/services/${serviceId}`, { method: 'PUT', body: input })
      : api<PartnerService>(`${dashboardPath(id)}/services`, { method: 'POST', body: input }),
  );

export const useRemoveService = (id: string) =>
  usePartnerWrite((serviceId: string) => api<void>(`${dashboardPath(id)}/services/${serviceId}`, { method: 'DELETE' }));

export const useRemoveMember = (id: string) =>
  usePartnerWrite((userId: string) => api<void>(`${dashboardPath(id)}/members/${userId}`, { method: 'DELETE' }));

export const useSetMemberRole = (id: string) =>
  usePartnerWrite(({ userId, role }: { userId: string; role: PartnerMemberRole }) =>
    api<void>(`${dashboardPath(id)}/members/${userId}/role`, { method: 'PUT', body: { role } }),
  );

export const useRevokeInvitation = (id: string) =>
  usePartnerWrite((invitationId: string) => api<void>(`${dashboardPath(id)}/invitations/${invitationId}`, { method: 'DELETE' }));

export const useInviteMember = (id: string) =>
  usePartnerWrite((input: PartnerMemberInviteInput) =>
    api<PartnerInvitation>(`${dashboardPath(id)}/invitations`, { method: 'POST', body: input }),
  );
