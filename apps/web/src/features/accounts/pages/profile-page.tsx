import { isBlocked } from '@platform/core';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { TabList } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../lib/toast.ts';
import { AccessibilitySettingsForm } from '../../accessibility/index.ts';
import { ReadOnlyFieldset, ReadOnlyNotice, useAuth, useMe } from '../../auth/index.ts';
import { VerificationPanel } from '../../verification/index.ts';
import { PrivacyPanel } from '../components/privacy-panel.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { SecurityPanel } from '../components/security-panel.tsx';
import { useAccountsTexts } from '../texts.ts';

const TABS = ['profile', 'verification', 'security', 'privacy', 'accessibility'] as const;
type Tab = (typeof TABS)[number];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 border-b border-zinc-100 py-3 last:border-0 sm:grid-cols-3 dark:border-zinc-800">
      <dt className="text-sm text-zinc-500">{label}</dt>
      <dd className="sm:col-span-2">{children}</dd>
    </div>
  );
}

export function ProfilePage() {
  const { t, i18n } = useAccountsTexts();
  const { me, role } = useAuth();
  const meQuery = useMe();
  const [params, setParams] = useSearchParams();
  // Spec section 8: a failed profile load on this screen is a toast.
  useEffect(() => {
    if (meQuery.isError) toast.error(t('profile.loadFailed'));
  }, [meQuery.isError, t]);
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'profile';
  if (!me) return null;
  const { profile } = me;
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL', { dateStyle: 'long' });

  return (
    <Page title={t('profile.title')}>
      <h1 className="mb-6 text-3xl font-bold">{t('profile.title')}</h1>
      <TabList<Tab>
        label={t('profile.title')}
        value={tab}
        options={TABS}
        onChange={(name) => setParams({ tab: name })}
        text={(name) => t(`profile.tabs.${name}`)}
        className="mb-4"
      />
      {tab === 'accessibility' ? null : <ReadOnlyNotice className="mb-4" />}
      <Card role="tabpanel">
        {/* Settings on this device stay usable for a demo account; everything sent to the server is disabled. */}
        <ReadOnlyFieldset disabled={tab !== 'accessibility'}>
          {tab === 'profile' ? (
            <div className="flex flex-col gap-6">
              <ProfileForm me={me} />
              <dl>
                <Row label={t('profile.email')}>{me.user.email}</Row>
                <Row label={t('profile.birthDate')}>
                  {profile.birthDate ? dateFormat.format(new Date(profile.birthDate)) : '—'}
                </Row>
                <Row label={t('profile.role')}>{t(`profile.roles.${role ?? 'none'}`)}</Row>
              </dl>
            </div>
          ) : tab === 'security' ? (
            <SecurityPanel />
          ) : tab === 'privacy' ? (
            <PrivacyPanel me={me} />
          ) : tab === 'accessibility' ? (
            <AccessibilitySettingsForm />
          ) : (
            <div className="flex flex-col gap-4">
              <p>{t('profile.verificationIntro')}</p>
              {isBlocked(profile) ? (
                <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950/40 dark:text-red-200">
                  {t('profile.blocked', { status: t(`profile.status.${profile.accountStatus}`) })}
                </p>
              ) : null}
              <dl>
                <Row label={t('profile.verificationStatus')}>
                  <Badge
                    tone={
                      profile.verificationStatus === 'verified'
                        ? 'brand'
                        : profile.verificationStatus === 'rejected'
                          ? 'danger'
                          : 'warning'
                    }
                  >
                    {t(`profile.status.${profile.verificationStatus}`)}
                  </Badge>
                </Row>
                <Row label={t('profile.accountStatus')}>{t(`profile.status.${profile.accountStatus}`)}</Row>
                <Row label={t('profile.ageVerified')}>{profile.ageVerified ? t('profile.yes') : t('profile.no')}</Row>
              </dl>
              {profile.verifiedAt ? (
                <p className="text-sm text-zinc-500">
                  {t('profile.verifiedAt', { date: dateFormat.format(new Date(profile.verifiedAt)) })}
                </p>
              ) : null}
              <VerificationPanel />
            </div>
          )}
        </ReadOnlyFieldset>
      </Card>
    </Page>
  );
}
