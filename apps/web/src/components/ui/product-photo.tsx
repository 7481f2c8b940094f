import { IMAGE_PRESETS, type ImagePreset, photoUrl } from '@platform/core';
import { cn } from './cn.ts';
import { LazyImg } from './lazy-img.tsx';

/**
 * A product's photo in one of the spec's presets: loaded within 200 px of the viewport, with the
 * preset's width and height so the row never jumps when it arrives. Nothing
 * when the product has no photo. Decorative by default (the name is beside it).
 */
export function ProductPhoto({
  foto,
  preset = 'thumbnail',
  alt = '',
  className,
}: {
  foto: string | null;
  preset?: ImagePreset;
  alt?: string;
  className?: string;
}) {
  if (!foto) return null;
  const { width, height } = IMAGE_PRESETS[preset];
  return (
    <LazyImg
      src={photoUrl(foto, preset)}
      width={width}
      height={height}
      alt={alt}
      className={cn('shrink-0 rounded-md bg-zinc-100 object-cover dark:bg-zinc-800', className)}
    />
  );
}
