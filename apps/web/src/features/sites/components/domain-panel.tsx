import { SiteDomainInputSchema, type SiteView } from '@platform/core';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useRemoveDomain, useSetDomain, useVerifyDomain } from '../api/site-domain.ts';
import { useSitesTexts } from '../texts.ts';

/** The own domain: enter it, check its DNS, unlink it; served only once verified. */
export function DomainPanel({ site, platformHost }: { site: SiteView; platformHost: string }) {
  const { t } = useSitesTexts();
  const form = useZodForm(SiteDomainInputSchema, { domain: site.domain?.domain ?? '' });
  const save = useSetDomain(site.id);
  const verify = useVerifyDomain(site.id);
  const remove = useRemoveDomain(site.id);
  return (
    <section
      aria-labelledby="site-domain-heading"
      className="flex flex-col gap-3 rounded-md border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <h2 id="site-domain-heading" className="text-lg font-semibold">
        {t('sites.domain.title')}
      </h2>
      <p className="text-sm">{t('sites.domain.help', { host: platformHost })}</p>
      <Form
        form={form}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={async (values) => {
          await save.mutateAsync(values);
          toast.success(t('sites.domain.savedToast'));
        }}
      >
        <div className="flex-1">
          <FormField
            name="domain"
            label={t('sites.domain.label')}
            placeholder={t('sites.domain.placeholder')}
            autoComplete="off"
          />
        </div>
        <SubmitButton pending={save.isPending}>{t('sites.domain.save')}</SubmitButton>
      </Form>
      {site.domain ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="break-all font-medium">{site.domain.domain}</span>
          <Badge tone={site.domain.verified ? 'brand' : 'warning'}>
            {site.domain.verified ? t('sites.domain.verified') : t('sites.domain.unverified')}
          </Badge>
          {site.domain.verified ? null : (
            <Button
              variant="secondary"
              disabled={verify.isPending}
              onClick={() =>
                verify.mutate(undefined, {
                  onSuccess: () => toast.success(t('sites.domain.verifiedToast')),
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              {t('sites.domain.verify')}
            </Button>
          )}
          <Button
            variant="ghost"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  form.reset({ domain: '' });
                  toast.success(t('sites.domain.removedToast'));
                },
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {t('sites.domain.remove')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
