import type { SitemapEntry } from './sitemap.service.ts';

/** The protocol's limit of URLs per file (sitemaps.org); above it `sitemap.xml` becomes an index of parts. */
export const URLS_PER_FILE = 50_000;

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` of absolute URLs on `origin`, each with its last change (W3C date) when known. */
export function renderUrlSet(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc>${lastmod}</url>`;
  });
  return `${HEADER}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` pointing at `/sitemap-1.xml` … `/sitemap-{parts}.xml`. */
export function renderSitemapIndex(origin: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, index) => `  <sitemap><loc>${escapeXml(new URL(`/sitemap-${index + 1}.xml`, origin).href)}</loc></sitemap>`,
  );
  return `${HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${items.join('\n')}\n</sitemapindex>\n`;
}
