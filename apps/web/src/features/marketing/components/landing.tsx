import type { ProductBrand } from '@platform/core';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useMarketingTexts } from '../texts.ts';

export interface Screenshot {
  /** File name under /marketing/ (public/marketing), made by `npm run marketing:screenshots`. */
  file: string;
  alt: string;
}

/** A screenshot of the real product, in WebP with a PNG fallback, lazy below the fold. */
export function ProductScreenshot({ shot, eager = false }: { shot: Screenshot; eager?: boolean }) {
  return (
    <picture>
      <source srcSet={`/marketing/${shot.file}.webp`} type="image/webp" />
      <img
        src={`/marketing/${shot.file}.png`}
        alt={shot.alt}
        width={960}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="h-auto w-full rounded-lg border border-zinc-200 shadow-sm dark:border-zinc-800"
      />
    </picture>
  );
}

/**
 * The one shape of a marketing page: brand line, heading, lead, points, a screenshot of the real product and
 * exactly one call to action (issue 22).
 */
export function Landing({
  title,
  lead,
  brand,
  points,
  shot,
  cta,
  children,
}: {
  title: string;
  lead: string;
  brand: ProductBrand;
  points: string[];
  shot?: Screenshot;
  cta: { to: string; label: string };
  children?: ReactNode;
}) {
  const { t } = useMarketingTexts();
  return (
    <Page title={title} wide>
      <section className="grid items-center gap-8 py-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col items-start gap-4">
          <p className="font-semibold text-brand">{t(`marketing.common.brand.${brand}`)}</p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="text-lg text-zinc-600 dark:text-zinc-400">{lead}</p>
          <ul className="flex flex-col gap-2">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <Link to={cta.to} className={buttonClass('primary', undefined, 'rounded-md px-4 py-2 text-base')}>
            {cta.label}
          </Link>
        </div>
        {shot ? <ProductScreenshot shot={shot} eager /> : null}
      </section>
      {children}
    </Page>
  );
}

/** A list of strings from the texts (`returnObjects`), or none when the key is missing. */
export function useTextList(key: string): string[] {
  const { t } = useMarketingTexts();
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
