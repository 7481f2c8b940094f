/** Image presets (spec section 9): size and quality, always WebP. */
/** Largest image upload (spec section 9: 10 MB), checked in the browser and on the server. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const IMAGE_PRESETS = {
  thumbnail: { width: 80, height: 80, quality: 70 },
  card: { width: 500, height: 500, quality: 80 },
  detail: { width: 600, height: 400, quality: 85 },
  hero: { width: 1200, height: 600, quality: 90 },
  mascot: { width: 200, height: 200, quality: 75 },
  category: { width: 150, height: 150, quality: 70 },
  background: { width: 800, height: 600, quality: 80 },
  icon: { width: 64, height: 64, quality: 65 },
} as const;
export type ImagePreset = keyof typeof IMAGE_PRESETS;

/**
 * External image URLs get resize and format parameters; uploaded, local and
 * storage-hosted URLs are returned unchanged (spec section 5).
 */
export function imageUrl(url: string, preset: ImagePreset, ownOrigins: readonly string[] = []): string {
  // Parsed by hand: core runs in browsers and Node without DOM or Node types.
  const match = /^(https?:\/\/[^/?#]+)([^?#]*)(\?[^#]*)?(#.*)?$/i.exec(url);
  if (!match) return url;
  const [, origin = '', path = '', query = '', hash = ''] = match;
  if (ownOrigins.includes(origin.toLowerCase()) || path.startsWith('/api/images/') || path.includes('/storage/')) return url;
  const { width, height, quality } = IMAGE_PRESETS[preset];
  const kept = query
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair && !/^(width|height|quality|format)=/.test(pair));
  const params = [...kept, `width=${width}`, `height=${height}`, `quality=${quality}`, 'format=webp'];
  return `${origin}${path}?${params.join('&')}${hash}`;
}

/** Our own uploads: every preset is stored beside the one the product points at. */
const UPLOADED = /^(\/api\/images\/[0-9a-f-]{36}\/)[a-z]+\.webp$/i;

/**
 * The URL of a product photo in a preset: an upload of ours (`/api/images/{id}/card.webp`)
 * points at that preset's stored file; any other URL goes through `imageUrl`.
 */
export function photoUrl(url: string, preset: ImagePreset, ownOrigins: readonly string[] = []): string {
  const uploaded = UPLOADED.exec(url);
  return uploaded ? `${uploaded[1]}${preset}.webp` : imageUrl(url, preset, ownOrigins);
}
