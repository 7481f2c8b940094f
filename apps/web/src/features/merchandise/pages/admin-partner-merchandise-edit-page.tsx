import { Link, useNavigate, useParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { usePartnerItem } from '../api/manage.ts';
import { MerchandiseForm } from '../components/merchandise-form.tsx';
import { useMerchandiseTexts } from '../texts.ts';

/** /admin/partners/{partnerId}/merchandise/{merchandiseId}/edit: an admin edits one partner's item (audited). */
export function AdminPartnerMerchandiseEditPage() {
  const { t } = useMerchandiseTexts();
  const { partnerId = '', merchandiseId = '' } = useParams();
  const navigate = useNavigate();
  const item = usePartnerItem(partnerId, merchandiseId);
  const title = item.data
    ? t('merchandise.admin.editPartnerTitle', { partner: item.data.seller.name })
    : t('merchandise.admin.title');
  return (
    <Page title={title}>
      <div className="flex flex-col gap-4">
        <Link to="/admin/merchandise" className="text-sm text-brand underline">
          {t('merchandise.admin.back')}
        </Link>
        <h1 className="text-3xl font-bold">{title}</h1>
        <QueryState query={item}>
          {(data) => (
            <Card>
              <MerchandiseForm scope={{ kind: 'partner', partnerId }} item={data} onDone={() => navigate('/admin/merchandise')} />
            </Card>
          )}
        </QueryState>
      </div>
    </Page>
  );
}
