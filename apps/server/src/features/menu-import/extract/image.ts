/// <reference path="./heic-decode.d.ts" />
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

/**
 * Evens out the light: each pixel divided by the paper's brightness around it (the brightest pixels of 32 × 32
 * blocks, smoothed), so a shadow across the page no longer turns paper grey and text stays dark.
 */
async function flattenLight(grey: Buffer, width: number, height: number): Promise<Buffer> {
  const block = 32;
  const columns = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  const paper = Buffer.alloc(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      // The 95th percentile rather than the maximum: one stray bright pixel is not the paper.
      const histogram = new Uint32Array(256);
      let count = 0;
      for (let y = row * block; y < Math.min(height, (row + 1) * block); y += 2) {
        for (let x = column * block; x < Math.min(width, (column + 1) * block); x += 2) {
          const value = grey[y * width + x] ?? 255;
          histogram[value] = (histogram[value] ?? 0) + 1;
          count += 1;
        }
      }
      let seen = 0;
      let level = 255;
      for (let value = 255; value >= 0; value -= 1) {
        seen += histogram[value] ?? 0;
        if (seen >= count * 0.05) {
          level = value;
          break;
        }
      }
      paper[row * columns + column] = level;
    }
  }
  const background = await sharp(paper, { raw: { width: columns, height: rows, channels: 1 } })
    .blur(1.5)
    .resize({ width, height, fit: 'fill', kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const out = Buffer.alloc(grey.length);
  for (let index = 0; index < grey.length; index += 1) {
    const light = Math.max(1, background[index] ?? 255);
    out[index] = Math.min(255, Math.round(((grey[index] ?? 255) / light) * 250));
  }
  return out;
}

/** A photo (JPEG, PNG, WebP or HEIC) cleaned for OCR. */
export async function prepareImage(bytes: Buffer, format: 'jpeg' | 'png' | 'webp' | 'heic'): Promise<PreparedImage> {
  const source = format === 'heic' ? await decodeHeic(bytes) : sharp(bytes, { failOn: 'error' });
  const meta = await source.metadata();
  const sideways = (meta.orientation ?? 1) >= 5;
  const width = (sideways ? meta.height : meta.width) ?? TARGET_WIDTH;
  const targetWidth = Math.min(TARGET_WIDTH, Math.max(width, 1400));
  const grey = await source
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: targetWidth })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = grey.info;
  const even = sharp(await flattenLight(grey.data, w, h), { raw: { width: w, height: h, channels: 1 } });
  const skew = await measureSkew(even.clone());
  // Rows of text tilted by `skew` degrees become level after turning the image back by the same angle.
  const straight = skew === 0 ? even : even.rotate(-skew, { background: '#ffffff' });
  const { data, info } = await straight.linear(1.7, -130).png({ compressionLevel: 3 }).toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}
