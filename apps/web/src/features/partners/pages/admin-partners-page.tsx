import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminPartners, useSetPartnerStatus } from '../api/admin.ts';
import { InvitePartnerForm } from '../components/invite-partner-form.tsx';

/** /admin/partners: invite partners, approve them (their page goes public) or take them offline. */
export function AdminPartnersPage() {
  const { t } = useTranslation();
  const partners = useAdminPartners();
  const setStatus = useSetPartnerStatus();
  const change = (id: string, status: 'approved' | 'offline') =>
    setStatus.mutate(
      { id, status },
      { onSuccess: () => toast.success(t(`partners.admin.${status}`)), onError: (error) => toast.error(error.message) },
    );
  return (
    <Page title={t('partners.admin.title')} wide>
      <h1 className="mb-4 text-3xl font-bold">{t('partners.admin.title')}</h1>
      <Card className="mb-6">
        <InvitePartnerForm />
      </Card>
      <QueryState query={partners}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-zinc-500">{t('partners.empty')}</p>
          ) : (
            // Six columns do not fit a phone: the table scrolls sideways instead of widening the page.
            <div className="overflow-x-auto">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('partners.fields.name')}</TableHead>
                    <TableHead>{t('partners.fields.kind')}</TableHead>
                    <TableHead>{t('partners.admin.status')}</TableHead>
                    <TableHead>{t('partners.admin.members')}</TableHead>
                    <TableHead>{t('partners.admin.since')}</TableHead>
                    <TableHead>{t('partners.admin.actions')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>
                        {row.status === 'approved' ? <Link to={`/partners/${row.slug}`}>{row.name}</Link> : row.name}
                      </TableCell>
                      <TableCell>{t(`partners.kinds.${row.kind}`)}</TableCell>
                      <TableCell>
                        <Badge tone={row.status === 'approved' ? 'brand' : 'neutral'}>
                          {t(`partners.statuses.${row.status}`)}
                        </Badge>
                      </TableCell>
                      <TableCell>
                        {t('partners.admin.memberCount', { members: row.members, invitations: row.openInvitations })}
                      </TableCell>
                      <TableCell>{formatDate(row.createdAt)}</TableCell>
                      <TableCell>
                        {row.status === 'approved' ? (
                          <Button
                            variant="secondary"
                            onClick={() => change(row.id, 'offline')}
                            aria-label={t('partners.admin.takeOfflineOf', { name: row.name })}
                          >
                            {t('partners.admin.takeOffline')}
                          </Button>
                        ) : (
                          <Button
                            onClick={() => change(row.id, 'approved')}
                            aria-label={t('partners.admin.approveOf', { name: row.name })}
                          >
                            {t('partners.admin.approve')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )
        }
      </QueryState>
    </Page>
  );
}
