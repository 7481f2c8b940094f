import type { TelerPublic } from './coffeeshops.ts';
import type { Merchandise } from './merchandise.ts';
import type { PartnerPage, PartnerServicePage } from './partners.ts';
import { absoluteUrl } from './structured-data.ts';

/*
 * schema.org JSON-LD of the partner, teler and merchandise pages (ADR 088; the server's page shells), beside the place
 * pages' in structured-data.ts.
 */

/** A partner as an `Organization`: what its public page shows (name, text, logo, website and contact). */
export function partnerJsonLd(partner: PartnerPage, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: partner.name,
    url,
    ...(partner.description ? { description: partner.description } : {}),
    ...(partner.logoUrl ? { logo: absoluteUrl(partner.logoUrl, url) } : {}),
    ...(partner.website ? { sameAs: partner.website } : {}),
    ...(partner.contactEmail ? { email: partner.contactEmail } : {}),
    ...(partner.contactPhone ? { telephone: partner.contactPhone } : {}),
    ...(partner.region ? { areaServed: partner.region } : {}),
  };
}

/** A partner's service as a schema.org `Service`, provided by the partner's `Organization` page. */
export function partnerServiceJsonLd({ partner, service }: PartnerServicePage, publicUrl: string) {
  const partnerUrl = absoluteUrl(`/partners/${partner.slug}`, publicUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    url: `${partnerUrl}/services/${service.id}`,
    provider: { '@type': 'Organization', name: partner.name, url: partnerUrl },
  };
}

/**
 * A teler as a plain `Organization`: its name and town only. Never its description, specialities or website: growers
 * of the wietexperiment may not advertise at all, and a grower's text in a search result would be a promotion.
 */
export function telerJsonLd(teler: TelerPublic, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: teler.naam,
    url,
    ...(teler.plaats
      ? {
          address: {
            '@type': 'PostalAddress',
            addressLocality: teler.plaats,
            ...(teler.provincie ? { addressRegion: teler.provincie } : {}),
            addressCountry: 'NL',
          },
        }
      : {}),
  };
}

/** A merchandise item as a `Product` with one `Offer`: its price, whether any is in stock, and who sells it. */
export function merchandiseJsonLd(item: Merchandise, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    url,
    ...(item.description ? { description: item.description } : {}),
    ...(item.images.length > 0 ? { image: item.images.map((image) => absoluteUrl(image, url)) } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: (item.priceCents / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: item.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: item.seller.name },
    },
  };
}
