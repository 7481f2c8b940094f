import { IMAGE_PRESETS, type ImagePreset, type PlacePhoto, photoUrl } from '@platform/core';
import { cn } from '../../../components/ui/cn.ts';
import { LazyImg } from '../../../components/ui/lazy-img.tsx';

/**
 * One place photo in a preset, with the preset's width and height so nothing shifts while it loads; requested within 200 px of
 * the viewport unless eager.
 */
export function PhotoImage({
  photo,
  preset,
  alt = photo.alt,
  eager = false,
  rounded = 'rounded-md',
  className,
}: {
  photo: PlacePhoto;
  preset: ImagePreset;
  alt?: string;
  eager?: boolean;
  /** The corner class, replacing `rounded-md` (`cn` only joins classes). */
  rounded?: string;
  className?: string;
}) {
  const { width, height } = IMAGE_PRESETS[preset];
  return (
    <LazyImg
      src={photoUrl(photo.url, preset)}
      width={width}
      height={height}
      eager={eager}
      alt={alt}
      title={alt || undefined}
      className={cn(rounded, 'bg-zinc-100 object-cover dark:bg-zinc-800', className)}
    />
  );
}
