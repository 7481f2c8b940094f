import sharp from 'sharp';

/*
 * Photos before OCR (issue 18): turned upright from their EXIF orientation, straightened (a small skew measured
 * from the rows of dark pixels), grey, contrast stretched, scaled to about 2,000 px wide and sharpened with sharp.
 * HEIC from iPhones is decoded by a wasm libheif (`heic-decode`): sharp's prebuilt libvips reads AVIF only.
 */

export interface PreparedImage {
  /** The cleaned page for OCR and for the review pane (boxes refer to it). */
  png: Buffer;
  width: number;
  height: number;
}

const TARGET_WIDTH = 2000;

async function decodeHeic(bytes: Buffer): Promise<sharp.Sharp> {
  const { default: decode } = await import('heic-decode');
  const image = await decode({ buffer: new Uint8Array(bytes) });
  return sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: 4 } });
}

/** How well the dark pixels line up in rows at `angle`: the variance of the row sums (higher is straighter). */
function rowScore(pixels: Uint8Array, width: number, height: number, angle: number): number {
  const radians = (angle * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const sums = new Float64Array(height * 2);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 2) {
      if ((pixels[y * width + x] ?? 255) > 128) continue;
      const row = Math.round(y * cos - (x - width / 2) * sin) + Math.floor(height / 2);
      if (row >= 0 && row < sums.length) sums[row] = (sums[row] ?? 0) + 1;
    }
  }
  let total = 0;
  let squares = 0;
  for (const value of sums) {
    total += value;
    squares += value * value;
  }
  const mean = total / sums.length;
  return squares / sums.length - mean * mean;
}

/** The skew in degrees (−6..6) that straightens the text lines; 0 when unclear. */
async function measureSkew(image: sharp.Sharp): Promise<number> {
  const { data, info } = await image
    .clone()
    .resize({ width: 500, withoutEnlargement: false })
    .greyscale()
    .normalise()
    .threshold(160)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8Array(data.buffer, data.byteOffset, data.length);
  let best = 0;
  let bestScore = rowScore(pixels, info.width, info.height, 0);
  for (let angle = -6; angle <= 6; angle += 0.5) {
    if (angle === 0) continue;
    const score = rowScore(pixels, info.width, info.height, angle);
    if (score > bestScore * 1.02) {
      best = angle;
      bestScore = score;
    }
  }
  if (best === 0) return 0;
  let refined = best;
  for (let angle = best - 0.4; angle <= best + 0.4; angle += 0.2) {
    const score = rowScore(pixels, info.width, info.height, angle);
    if (score > bestScore) {
      refined = angle;
      bestScore = score;
    }
  }
  return refined;
}

/** A photo (JPEG, PNG, WebP or HEIC) cleaned for OCR. */
export async function prepareImage(bytes: Buffer, format: 'jpeg' | 'png' | 'webp' | 'heic'): Promise<PreparedImage> {
  const source = format === 'heic' ? await decodeHeic(bytes) : sharp(bytes, { failOn: 'error' });
  const upright = sharp(await source.rotate().flatten({ background: '#ffffff' }).png().toBuffer());
  const meta = await upright.metadata();
  const width = meta.width ?? TARGET_WIDTH;
  const scaled = upright.resize({ width: Math.min(TARGET_WIDTH, Math.max(width, 1400)) });
  const skew = await measureSkew(scaled);
  // Rows of text tilted by `skew` degrees become level after turning the image back by the same angle.
  const straight = skew === 0 ? scaled : sharp(await scaled.png().toBuffer()).rotate(-skew, { background: '#ffffff' });
  const { data, info } = await straight.greyscale().normalise().sharpen({ sigma: 1 }).png().toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}
