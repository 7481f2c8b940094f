import type { PlatformProduct } from '@platform/core';
import { Page } from '../../../components/ui/page.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { useMarketingTexts } from '../texts.ts';

/** `/{product}-contact`: a demo request for one module, into the same admin inbox as /contact. */
export function ProductContactPage({ product }: { product: PlatformProduct }) {
  const { t } = useMarketingTexts();
  const title = t('marketing.contact.productTitle', { name: product.name });
  return (
    <Page title={title}>
      <h1 className="mb-2 text-3xl font-bold">{title}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('marketing.contact.productLead', { name: product.name })}</p>
      <ContactForm product={product.slug} />
    </Page>
  );
}
