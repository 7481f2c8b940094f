import { PartnerMemberInviteInputSchema } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useInviteMember, useMembers } from '../api/dashboard.ts';

/** The partner's members and open invitations; any member invites a colleague by e-mail. */
export function MembersPanel({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation();
  const members = useMembers(partnerId);
  const invite = useInviteMember(partnerId);
  const form = useZodForm(PartnerMemberInviteInputSchema, { email: '' });
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('partners.dashboard.members')}</h2>
      <QueryState query={members}>
        {(data) => (
          <ul className="flex flex-col gap-1 text-sm">
            {data.members.map((member) => (
              <li key={member.userId}>
                {member.name} · {member.email}
              </li>
            ))}
            {data.invitations.map((invitation) => (
              <li key={invitation.id} className="text-zinc-500">
                {t('partners.dashboard.invitedUntil', { email: invitation.email, date: formatDate(invitation.expiresAt) })}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
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
