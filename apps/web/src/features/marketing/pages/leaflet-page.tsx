import { Page } from '../../../components/ui/page.tsx';
import { useTextList } from '../components/landing.tsx';
import { useMarketingTexts } from '../texts.ts';

/** The sources the leaflet rests on; each opens the organisation's own page. */
const SOURCES = [
  ['drugsinfo', 'https://www.drugsinfo.nl'],
  ['jellinek', 'https://www.jellinek.nl'],
  ['rijksoverheid', 'https://www.rijksoverheid.nl/onderwerpen/drugs'],
  ['opiumwet', 'https://wetten.overheid.nl/BWBR0001941'],
] as const;

function Section({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/bijsluiter-cannabis`: a factual information leaflet (effects, risks, the law, help) after Trimbos, Jellinek and
 * the Rijksoverheid. It promotes nothing: no products, prices, shops or calls to buy; its only links are its sources.
 */
export function LeafletPage() {
  const { t } = useMarketingTexts();
  const effects = useTextList('marketing.leaflet.effects');
  const risks = useTextList('marketing.leaflet.risks');
  const law = useTextList('marketing.leaflet.law');
  const help = useTextList('marketing.leaflet.help');
  return (
    <Page title={t('marketing.leaflet.title')}>
      <article>
        <h1 className="mb-2 text-3xl font-bold">{t('marketing.leaflet.title')}</h1>
        <p className="text-lg text-zinc-600 dark:text-zinc-400">{t('marketing.leaflet.lead')}</p>
        <p className="mt-2 text-sm text-zinc-500">{t('marketing.leaflet.updated')}</p>
        <section aria-labelledby="leaflet-what" className="mt-8">
          <h2 id="leaflet-what" className="mb-3 text-xl font-semibold">
            {t('marketing.leaflet.whatTitle')}
          </h2>
          <p>{t('marketing.leaflet.what')}</p>
        </section>
        <Section id="leaflet-effects" title={t('marketing.leaflet.effectsTitle')} items={effects} />
        <Section id="leaflet-risks" title={t('marketing.leaflet.risksTitle')} items={risks} />
        <Section id="leaflet-law" title={t('marketing.leaflet.lawTitle')} items={law} />
        <Section id="leaflet-help" title={t('marketing.leaflet.helpTitle')} items={help} />
        <section aria-labelledby="leaflet-sources" className="mt-8">
          <h2 id="leaflet-sources" className="mb-3 text-xl font-semibold">
            {t('marketing.leaflet.sourcesTitle')}
          </h2>
          <ul className="flex flex-col gap-2">
            {SOURCES.map(([key, href]) => (
              <li key={key}>
                <a href={href} className="underline" rel="noopener noreferrer" target="_blank">
                  {t(`marketing.leaflet.sources.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <p className="mt-8 rounded-md bg-zinc-100 p-3 text-sm dark:bg-zinc-800">{t('marketing.leaflet.disclaimer')}</p>
      </article>
    </Page>
  );
}
