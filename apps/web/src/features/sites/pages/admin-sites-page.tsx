import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAdminSites, useAdminUnpublish, useToggleTemplate } from '../api/admin-sites.ts';
import { useSitesTexts } from '../texts.ts';

/** `/admin/website-generator`: templates on and off, every site with its domain, and taking a site offline. */
export function AdminSitesPage() {
  const { t } = useSitesTexts();
  const query = useAdminSites();
  const toggle = useToggleTemplate();
  const unpublish = useAdminUnpublish();
  return (
    <Page title={t('sites.admin.title')} wide>
      <h1 className="mb-2 text-2xl font-bold">{t('sites.admin.title')}</h1>
      <p className="mb-6">{t('sites.admin.intro')}</p>
      <QueryState query={query}>
        {(data) => (
          <div className="flex flex-col gap-8">
            <section aria-labelledby="templates-heading">
              <h2 id="templates-heading" className="mb-2 text-lg font-semibold">
                {t('sites.admin.templates')}
              </h2>
              <ul className="flex flex-col gap-2">
                {data.templates.map((item) => (
                  <li key={item.template}>
                    <Checkbox
                      checked={item.enabled}
                      disabled={toggle.isPending}
                      label={t(`sites.generator.templates.${item.template}`)}
                      onChange={(event) =>
                        toggle.mutate(
                          { template: item.template, enabled: event.target.checked },
                          { onError: (error) => toast.error(error.message) },
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="sites-heading">
              <h2 id="sites-heading" className="mb-2 text-lg font-semibold">
                {t('sites.admin.sites')}
              </h2>
              {data.sites.length === 0 ? (
                <p>{t('sites.admin.empty')}</p>
              ) : (
                <div className="overflow-x-auto">
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead>{t('sites.admin.place')}</TableHead>
                        <TableHead>{t('sites.admin.address')}</TableHead>
                        <TableHead>{t('sites.admin.status')}</TableHead>
                        <TableHead>{t('sites.admin.domain')}</TableHead>
                        <TableHead>{t('sites.admin.actions')}</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {data.sites.map((site) => (
                        <TableRow key={site.id}>
                          <TableCell>
                            {site.placeName}
                            <span className="block text-sm text-zinc-600 dark:text-zinc-400">{site.plaats}</span>
                          </TableCell>
                          <TableCell>
                            <a href={site.url} className="break-all text-brand underline">
                              /sites/{site.slug}
                            </a>
                          </TableCell>
                          <TableCell>
                            <Badge tone={site.published ? 'brand' : 'neutral'}>
                              {site.published ? t('sites.generator.published') : t('sites.generator.draft')}
                            </Badge>
                          </TableCell>
                          <TableCell>
                            {site.domain ? (
                              <>
                                <span className="break-all">{site.domain.domain}</span>{' '}
                                <Badge tone={site.domain.verified ? 'brand' : 'warning'}>
                                  {site.domain.verified ? t('sites.domain.verified') : t('sites.domain.unverified')}
                                </Badge>
                              </>
                            ) : (
                              t('sites.admin.noDomain')
                            )}
                          </TableCell>
                          <TableCell>
                            {site.published ? (
                              <ConfirmDialog
                                trigger={<Button variant="danger">{t('sites.admin.unpublish')}</Button>}
                                title={t('sites.admin.unpublishTitle')}
                                description={t('sites.admin.unpublishBody', { name: site.placeName })}
                                confirm={t('sites.admin.unpublish')}
                                cancel={t('app.cancel')}
                                onConfirm={() =>
                                  unpublish.mutate(site.id, {
                                    onSuccess: () => toast.success(t('sites.admin.unpublished')),
                                    onError: (error) => toast.error(error.message),
                                  })
                                }
                              />
                            ) : null}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              )}
            </section>
          </div>
        )}
      </QueryState>
    </Page>
  );
}
