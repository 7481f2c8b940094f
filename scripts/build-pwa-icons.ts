/**
 * The PWA icons (ADR 053) from the brands' own SVGs: 192 and 512 px, plus a maskable 512 with the safe-zone padding
 * Android crops to. Run `npx tsx scripts/build-pwa-icons.ts` after a logo changes; the PNGs are committed.
 */
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC = path.join(import.meta.dirname, '..', 'apps', 'web', 'public');
const ICONS = [
  { brand: 'kaartwijs', source: 'favicon.svg', background: '#10b981' },
  { brand: 'foodee', source: 'brand/foodee-mascot.svg', background: '#fff7ed' },
];

for (const icon of ICONS) {
  const source = path.join(PUBLIC, icon.source);
  for (const size of [192, 512]) {
    await sharp(source, { density: 400 })
      .resize(size, size, { fit: 'contain', background: icon.background })
      .png({ compressionLevel: 9 })
      .toFile(path.join(PUBLIC, 'icons', `${icon.brand}-${size}.png`));
  }
  // Maskable: the icon inside the central 80 % circle, the brand colour to the edges.
  const inner = Math.round(512 * 0.7);
  const art = await sharp(source, { density: 400 })
    .resize(inner, inner, { fit: 'contain', background: icon.background })
    .png()
    .toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: icon.background } })
    .composite([{ input: art, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(PUBLIC, 'icons', `${icon.brand}-maskable-512.png`));
}
