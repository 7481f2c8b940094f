import type { InvitationAccepted, InvitationPreview } from '@platform/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { AcceptOrSignIn, useAuth } from '../../auth/index.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { useStaffTexts } from '../texts.ts';

const MANAGER_PAGE = { coffeeshop: '/coffeeshop-manager', venue: '/horeca-manager' } as const;

function Accepted({ accepted }: { accepted: InvitationAccepted }) {
  const { t } = useStaffTexts();
  const href = accepted.kind === 'coffeeshop' ? `${MANAGER_PAGE.coffeeshop}?shop=${accepted.placeId}` : MANAGER_PAGE.venue;
  return (
    <div className="flex flex-col gap-3">
      <p role="status">{t('staff.accept.done', { place: accepted.placeName })}</p>
      <Link className={buttonClass('primary', 'self-start')} to={href}>
        {t('staff.accept.toManagement')}
      </Link>
    </div>
  );
}

function Invitation({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: InvitationPreview;
  onAccepted(accepted: InvitationAccepted): void;
}) {
  const { t } = useStaffTexts();
  const accept = useAcceptInvitation(token);
  return (
    <div className="flex flex-col gap-4">
      <p>{t(`staff.accept.intro.${invitation.kind}`, { place: invitation.placeName })}</p>
      <p className="text-sm text-zinc-500">
        {t('staff.accept.rights', {
          rights: invitation.permissions.map((permission) => t(`staff.permissions.${permission}`)).join(', '),
        })}{' '}
        {t('staff.expires', { date: formatDate(invitation.expiresAt) })}
      </p>
      <AcceptOrSignIn keys="staff.accept" email={invitation.email} accept={accept} onAccepted={onAccepted} />
    </div>
  );
}

/** /uitnodiging/:token: the link in an invitation mail; signed out it sends the visitor to sign in or up first. */
export function AcceptInvitationPage() {
  const { t } = useStaffTexts();
  const { token = '' } = useParams();
  const { loading } = useAuth();
  const invitation = useInvitation(token);
  // Kept here, above the invitation's query: once accepted the link is used, and a refetch would show that refusal.
  const [accepted, setAccepted] = useState<InvitationAccepted | null>(null);
  if (loading) return <LoadingScreen />;
  return (
    <Page title={t('staff.accept.title')}>
      <Card className="mx-auto flex max-w-lg flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t('staff.accept.title')}</h1>
        {accepted ? (
          <Accepted accepted={accepted} />
        ) : (
          <QueryState query={invitation}>
            {(data) => <Invitation token={token} invitation={data} onAccepted={setAccepted} />}
          </QueryState>
        )}
      </Card>
    </Page>
  );
}
