import { Card } from '../../../components/ui/card.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { Landing } from '../../marketing/index.ts';
import { useIntegrationsTexts } from '../texts.ts';

const ENDPOINTS = [
  ['GET', '/api/v1/coffeeshops/{id}/products', 'products'],
  ['PATCH', '/api/v1/coffeeshops/{id}/products/{productId}', 'stock'],
  ['GET', '/api/v1/venues/{id}/menu', 'venueMenu'],
  ['GET', '/api/v1/venues/{id}/reservations?date=JJJJ-MM-DD', 'reservations'],
  ['POST', '/api/v1/venues/{id}/reservations', 'book'],
] as const;

const VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// header = request.headers['x-platform-signature'], body = de ruwe tekst van het verzoek
const parts = Object.fromEntries(header.split(',').map((p) => p.split('=')));
const expected = createHmac('sha256', process.env.WEBHOOK_SECRET)
  .update(\`\${parts.t}.\${body}\`)
  .digest('hex');
const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
const valid = fresh && timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));`;

/** /integrations: the public API and webhooks for both brands, with one call to action (create a key). */
export function IntegrationsPage() {
  const { t } = useIntegrationsTexts();
  const points = ['keys', 'stock', 'bookings', 'webhooks'].map((point) => t(`integrations.public.points.${point}`));
  return (
    <Landing
      title={t('integrations.public.title')}
      lead={t('integrations.public.lead')}
      brand="both"
      points={points}
      shot={{ file: 'menubeheer', alt: t('integrations.public.brandNote') }}
      cta={{ to: '/integrations-management', label: t('integrations.public.cta') }}
    >
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <Card className="flex min-w-0 flex-col gap-3">
          <h2 className="text-xl font-semibold">{t('integrations.public.apiTitle')}</h2>
          <p>{t('integrations.public.apiText')}</p>
          <ul className="flex flex-col gap-2">
            {ENDPOINTS.map(([method, path, key]) => (
              <li key={path + method} className="flex flex-col">
                <code className="break-all text-sm">
                  <strong>{method}</strong> {path}
                </code>
                <span className="text-sm text-zinc-600 dark:text-zinc-400">{t(`integrations.public.endpoints.${key}`)}</span>
              </li>
            ))}
          </ul>
          <a href="/api/docs" className="text-brand underline">
            {t('integrations.public.docs')}
          </a>
        </Card>
        <Card className="flex min-w-0 flex-col gap-3">
          <h2 className="text-xl font-semibold">{t('integrations.public.webhooksTitle')}</h2>
          <p>{t('integrations.public.webhooksText')}</p>
          <h3 className="font-semibold">{t('integrations.public.verifyTitle')}</h3>
          <p>{t('integrations.public.verifyText')}</p>
          <p className="text-sm">
            <code>X-Platform-Signature: t=1764237600,v1=5f2b…</code>
          </p>
          <ScrollRegion label={t('integrations.public.verifyTitle')} className="bg-zinc-100 dark:bg-zinc-800">
            <pre className="p-3 text-xs">
              <code>{VERIFY_SNIPPET}</code>
            </pre>
          </ScrollRegion>
        </Card>
      </div>
    </Landing>
  );
}
