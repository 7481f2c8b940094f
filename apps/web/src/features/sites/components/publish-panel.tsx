import type { SiteView } from '@platform/core';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePublishSite } from '../api/publish-site.ts';
import { useSitesTexts } from '../texts.ts';

/** The site's state and the one button that puts it online or takes it off. */
export function PublishPanel({ site }: { site: SiteView }) {
  const { t } = useSitesTexts();
  const publish = usePublishSite();
  const toggle = () =>
    publish.mutate(
      { siteId: site.id, published: !site.published },
      {
        onSuccess: (next) =>
          toast.success(next.published ? t('sites.generator.publishedToast') : t('sites.generator.unpublishedToast')),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <section
      aria-labelledby="site-status-heading"
      className="flex flex-col gap-2 rounded-md border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <h2 id="site-status-heading" className="text-lg font-semibold">
        {t('sites.generator.status')}
      </h2>
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={site.published ? 'brand' : 'neutral'}>
          {site.published ? t('sites.generator.published') : t('sites.generator.draft')}
        </Badge>
        {site.published ? (
          <a href={site.url} className="break-all text-brand underline" target="_blank" rel="noopener">
            {t('sites.generator.open')}: {site.url}
          </a>
        ) : null}
      </p>
      <div>
        <Button variant={site.published ? 'secondary' : 'primary'} onClick={toggle} disabled={publish.isPending}>
          {site.published ? t('sites.generator.unpublish') : t('sites.generator.publish')}
        </Button>
      </div>
    </section>
  );
}
