import type { PartnerInvitationAccepted, PartnerInvitationPreview } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { AcceptOrSignIn, useAuth } from '../../auth/index.ts';
import { useAcceptPartnerInvitation, usePartnerInvitation } from '../api/invitation.ts';

function Invitation({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: PartnerInvitationPreview;
  onAccepted(accepted: PartnerInvitationAccepted): void;
}) {
  const { t } = useTranslation();
  const accept = useAcceptPartnerInvitation(token);
  return (
    <div className="flex flex-col gap-4">
      <p>{t('partners.accept.intro', { partner: invitation.partnerName })}</p>
      <p className="text-sm text-zinc-500">{t('partners.accept.expires', { date: formatDate(invitation.expiresAt) })}</p>
      <AcceptOrSignIn keys="partners.accept" email={invitation.email} accept={accept} onAccepted={onAccepted} />
    </div>
  );
}

/** /partner-uitnodiging/:token: the link in a partner invitation; signed out it sends the visitor to sign in or up. */
export function AcceptPartnerInvitationPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { loading } = useAuth();
  const invitation = usePartnerInvitation(token);
  // Kept above the query: once accepted the link is used, and a refetch would show that refusal.
  const [accepted, setAccepted] = useState<PartnerInvitationAccepted | null>(null);
  if (loading) return <LoadingScreen />;
  return (
    <Page title={t('partners.accept.title')}>
      <Card className="mx-auto flex max-w-lg flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t('partners.accept.title')}</h1>
        {accepted ? (
          <div className="flex flex-col gap-3">
            <p role="status">{t('partners.accept.done', { partner: accepted.partnerName })}</p>
            <Link className={buttonClass('primary', 'self-start')} to={`/partner/dashboard?partner=${accepted.partnerId}`}>
              {t('partners.accept.toDashboard')}
            </Link>
          </div>
        ) : (
          <QueryState query={invitation}>
            {(data) => <Invitation token={token} invitation={data} onAccepted={setAccepted} />}
          </QueryState>
        )}
      </Card>
    </Page>
  );
}
