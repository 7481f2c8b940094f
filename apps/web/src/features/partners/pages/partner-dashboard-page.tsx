import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { ManagedPosts, useContentTexts } from '../../content/index.ts';
import { OrganiserEvents } from '../../events/index.ts';
import { PartnerMerchandise } from '../../merchandise/index.ts';
import { EmployerVacancies } from '../../vacancies/index.ts';
import { useManagedPartner, useMyPartners } from '../api/dashboard.ts';
import { MembersPanel } from '../components/members-panel.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { ServicesPanel } from '../components/services-panel.tsx';

function Dashboard({ partnerId }: { partnerId: string }) {
  const { t } = useContentTexts();
  const partner = useManagedPartner(partnerId);
  return (
    <QueryState query={partner}>
      {(data) => (
        <div className="flex flex-col gap-6">
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone={data.status === 'approved' ? 'brand' : 'neutral'}>{t(`partners.statuses.${data.status}`)}</Badge>
            {data.status === 'approved' ? (
              <Link to={`/partners/${data.slug}`} className="text-sm underline">
                {t('partners.dashboard.viewPage')}
              </Link>
            ) : (
              <span className="text-sm text-zinc-500">{t('partners.dashboard.notPublic')}</span>
            )}
          </p>
          <Card>
            <ProfileForm key={data.id} partner={data} />
          </Card>
          <Card>
            <ServicesPanel partner={data} />
          </Card>
          <ManagedPosts scope={{ kind: 'partner', partnerId: data.id }} heading={t('content.partnerNews.title')} />
          <Card>
            <OrganiserEvents kind="partner" id={data.id} />
          </Card>
          <Card>
            <EmployerVacancies kind="partner" employerId={data.id} />
          </Card>
          <Card>
            <PartnerMerchandise partnerId={data.id} partnerPublic={data.status === 'approved'} />
          </Card>
          <Card>
            <MembersPanel partnerId={data.id} />
          </Card>
        </div>
      )}
    </QueryState>
  );
}

/**
 * /partner/dashboard: a member edits the partner's page, services, vacancies, merchandise and members, and reads
 * applications and order requests.
 */
export function PartnerDashboardPage() {
  const { t } = useContentTexts();
  const mine = useMyPartners();
  const [params, setParams] = useSearchParams();
  return (
    <Page title={t('partners.dashboard.title')} wide>
      <h1 className="mb-4 text-3xl font-bold">{t('partners.dashboard.title')}</h1>
      <QueryState query={mine}>
        {(partners) => {
          if (partners.length === 0) return <p className="text-zinc-500">{t('partners.dashboard.none')}</p>;
          const selected = partners.find((partner) => partner.id === params.get('partner')) ?? partners[0];
          if (!selected) return null;
          return (
            <div className="flex flex-col gap-4">
              {partners.length > 1 ? (
                <div className="max-w-sm">
                  <SelectField
                    label={t('partners.dashboard.pick')}
                    value={selected.id}
                    onChange={(event) => setParams({ partner: event.target.value }, { replace: true })}
                  >
                    {partners.map((partner) => (
                      <option key={partner.id} value={partner.id}>
                        {partner.name}
                      </option>
                    ))}
                  </SelectField>
                </div>
              ) : (
                <h2 className="text-2xl font-semibold">{selected.name}</h2>
              )}
              <Dashboard key={selected.id} partnerId={selected.id} />
            </div>
          );
        }}
      </QueryState>
    </Page>
  );
}
