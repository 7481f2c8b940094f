import { PartnerMemberInviteInputSchema, type PartnerMembers } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useInviteMember, useMembers, useRemoveMember, useRevokeInvitation, useSetMemberRole } from '../api/dashboard.ts';
import { usePartnersTexts } from '../texts.ts';

const rowClass = 'flex flex-wrap items-center gap-2 rounded-md border border-zinc-200 p-2 dark:border-zinc-800';

function MemberList({ partnerId, data }: { partnerId: string; data: PartnerMembers }) {
  const { t } = usePartnersTexts();
  const remove = useRemoveMember(partnerId);
  const setRole = useSetMemberRole(partnerId);
  const revoke = useRevokeInvitation(partnerId);
  const onError = (error: Error) => toast.error(error.message);
  return (
    <>
      <ul className="flex flex-col gap-2 text-sm">
        {data.members.map((member) => (
          <li key={member.userId} className={rowClass}>
            <span className="min-w-0 break-words">
              {member.name} · {member.email}
            </span>
            <Badge tone={member.role === 'owner' ? 'brand' : 'neutral'}>{t(`partnerMembers.${member.role}`)}</Badge>
            {data.canManage ? (
              <span className="ml-auto flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  disabled={setRole.isPending}
                  onClick={() =>
                    setRole.mutate(
                      { userId: member.userId, role: member.role === 'owner' ? 'member' : 'owner' },
                      { onSuccess: () => toast.success(t('partnerMembers.roleChanged', { name: member.name })), onError },
                    )
                  }
                >
                  {member.role === 'owner' ? t('partnerMembers.makeMember') : t('partnerMembers.makeOwner')}
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button variant="danger" aria-label={`${t('partnerMembers.remove')}: ${member.name}`}>
                      {t('partnerMembers.remove')}
                    </Button>
                  }
                  title={t('partnerMembers.removeTitle', { name: member.name })}
                  confirm={t('partnerMembers.remove')}
                  cancel={t('partnerMembers.cancel')}
                  onConfirm={() =>
                    remove.mutate(member.userId, {
                      onSuccess: () => toast.success(t('partnerMembers.removed', { name: member.name })),
                      onError,
                    })
                  }
                />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {data.invitations.length > 0 ? (
        <ul className="flex flex-col gap-2 text-sm">
          {data.invitations.map((invitation) => (
            <li key={invitation.id} className={`${rowClass} text-zinc-500`}>
              <span className="min-w-0 break-words">
                {t('partners.dashboard.invitedUntil', { email: invitation.email, date: formatDate(invitation.expiresAt) })}
              </span>
              {data.canManage ? (
                <span className="ml-auto">
                  <ConfirmDialog
                    trigger={
                      <Button variant="secondary" aria-label={`${t('partnerMembers.revoke')}: ${invitation.email}`}>
                        {t('partnerMembers.revoke')}
                      </Button>
                    }
                    title={t('partnerMembers.revokeTitle', { email: invitation.email })}
                    confirm={t('partnerMembers.revoke')}
                    cancel={t('partnerMembers.cancel')}
                    onConfirm={() =>
                      revoke.mutate(invitation.id, {
                        onSuccess: () => toast.success(t('partnerMembers.revoked', { email: invitation.email })),
                        onError,
                      })
                    }
                  />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {data.canManage ? null : <p className="text-xs text-zinc-500">{t('partnerMembers.ownersOnly')}</p>}
    </>
  );
}

/** The partner's members and open invitations; any member invites a colleague, owners remove members and revoke. */
export function MembersPanel({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation();
  const members = useMembers(partnerId);
  const invite = useInviteMember(partnerId);
  const form = useZodForm(PartnerMemberInviteInputSchema, { email: '' });
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('partners.dashboard.members')}</h2>
      <QueryState query={members}>{(data) => <MemberList partnerId={partnerId} data={data} />}</QueryState>
      <Form
        form={form}
        className="flex flex-wrap items-end gap-3"
        onSubmit={async (values) => {
          await invite.mutateAsync(values);
          toast.success(t('partners.admin.invited', { email: values.email }));
          form.reset({ email: '' });
        }}
      >
        <FormField name="email" type="email" label={t('partners.dashboard.inviteEmail')} autoComplete="off" />
        <SubmitButton pending={invite.isPending}>{t('partners.dashboard.invite')}</SubmitButton>
      </Form>
    </section>
  );
}
