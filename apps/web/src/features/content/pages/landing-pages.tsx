import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useContentTexts } from '../texts.ts';

function Landing({ prefix, cta }: { prefix: 'managerLanding' | 'studioLanding'; cta: { to: string; label: string } }) {
  const { t } = useContentTexts();
  const points = t(`content.${prefix}.points`, { returnObjects: true }) as Array<{ title: string; text: string }>;
  return (
    <Page title={t(`content.${prefix}.title`)} wide>
      <section className="flex flex-col gap-4 py-6">
        <h1 className="text-4xl font-bold">{t(`content.${prefix}.title`)}</h1>
        <p className="max-w-2xl text-lg text-zinc-600 dark:text-zinc-300">{t(`content.${prefix}.lead`)}</p>
        <div>
          <Link to={cta.to} className={buttonClass('primary')}>
            {cta.label}
          </Link>
        </div>
      </section>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {points.map((point) => (
          <li key={point.title}>
            <Card className="h-full">
              <h2 className="mb-1 text-lg font-semibold">{point.title}</h2>
              <p className="text-sm text-zinc-600 dark:text-zinc-300">{point.text}</p>
            </Card>
          </li>
        ))}
      </ul>
      <section className="mt-8 flex flex-col gap-2">
        <h2 className="text-2xl font-semibold">{t(`content.${prefix}.howTitle`)}</h2>
        <p className="max-w-2xl text-zinc-600 dark:text-zinc-300">{t(`content.${prefix}.how`)}</p>
      </section>
    </Page>
  );
}

/** /content-manager-landing: what the content manager is, who may use it and how to get access. */
export function ContentManagerLandingPage() {
  const { t } = useContentTexts();
  return <Landing prefix="managerLanding" cta={{ to: '/content-manager', label: t('content.managerLanding.cta') }} />;
}

/** /content-studio-landing: writing news, blog and events as a partner, shop or venue. */
export function ContentStudioLandingPage() {
  const { t } = useContentTexts();
  return <Landing prefix="studioLanding" cta={{ to: '/partners', label: t('content.studioLanding.cta') }} />;
}
