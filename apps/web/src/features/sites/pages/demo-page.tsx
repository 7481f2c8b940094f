import {
  DEFAULT_SITE_COLOURS,
  type PlaceKindName,
  SITE_TEMPLATES,
  type SiteColours,
  type SiteTemplate,
  siteColoursValid,
} from '@platform/core';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { ColourPicker } from '../components/colour-picker.tsx';
import { useSitesTexts } from '../texts.ts';

/** `/website-demo`: no account, nothing saved; the server renders sample data with the visitor's choices. */
export function DemoPage() {
  const { t } = useSitesTexts();
  const [kind, setKind] = useState<PlaceKindName>('venue');
  const [template, setTemplate] = useState<SiteTemplate>('klassiek');
  const [colours, setColours] = useState<SiteColours>(DEFAULT_SITE_COLOURS);
  // SiteColoursSchema's rule without zod on the page's first load (ADR 087); the server validates with the schema.
  const valid = siteColoursValid(colours);
  const params = new URLSearchParams({ kind, template, ...(valid ? colours : {}) });
  const src = useDeferredValue(`/api/sites/demo?${params}`);
  return (
    <Page title={t('sites.demo.title')} wide>
      <h1 className="mb-2 text-2xl font-bold">{t('sites.demo.title')}</h1>
      <p className="mb-6 max-w-3xl">{t('sites.demo.intro')}</p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_1fr]">
        <div className="flex flex-col gap-4">
          <SelectField
            label={t('sites.demo.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as PlaceKindName)}
          >
            <option value="venue">{t('sites.demo.venue')}</option>
            <option value="coffeeshop">{t('sites.demo.coffeeshop')}</option>
          </SelectField>
          <SelectField
            label={t('sites.generator.template')}
            className="w-full"
            value={template}
            onChange={(event) => setTemplate(event.target.value as SiteTemplate)}
          >
            {SITE_TEMPLATES.map((item) => (
              <option key={item} value={item}>
                {t(`sites.generator.templates.${item}`)}
              </option>
            ))}
          </SelectField>
          <ColourPicker value={colours} onChange={setColours} />
          {valid ? null : (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {t('sites.demo.contrastWarning')}
            </p>
          )}
          <Link to="/auth" className={buttonClass('primary')}>
            {t('sites.demo.start')}
          </Link>
        </div>
        <iframe
          src={src}
          title={t('sites.generator.preview')}
          className="h-[36rem] w-full rounded-md border border-zinc-300 bg-white dark:border-zinc-700"
        />
      </div>
    </Page>
  );
}
