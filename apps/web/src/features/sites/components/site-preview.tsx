import type { OwnSitePlace, SiteInput } from '@platform/core';
import { useDeferredValue } from 'react';
import { useSitesTexts } from '../texts.ts';

/** The live preview: the server renders the unsaved choices with the place's live data in a frame. */
export function SitePreview({ place, values }: { place: OwnSitePlace; values: Partial<SiteInput> }) {
  const { t } = useSitesTexts();
  const params = new URLSearchParams({
    template: values.template ?? 'klassiek',
    accent: values.colours?.accent ?? '',
    background: values.colours?.background ?? '',
    text: values.colours?.text ?? '',
    pages: (values.pages ?? []).join(','),
    intro: values.intro ?? '',
  });
  const src = useDeferredValue(`/api/sites/manage/${place.kind}/${place.placeId}/preview?${params}`);
  return (
    <section aria-labelledby="site-preview-heading" className="flex flex-col gap-2">
      <h2 id="site-preview-heading" className="text-lg font-semibold">
        {t('sites.generator.preview')}
      </h2>
      <iframe
        src={src}
        title={t('sites.generator.previewTitle', { name: place.name })}
        className="h-[32rem] w-full rounded-md border border-zinc-300 bg-white dark:border-zinc-700"
      />
    </section>
  );
}
