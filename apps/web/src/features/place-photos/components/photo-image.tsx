import { IMAGE_PRESETS, type ImagePreset, type PlacePhoto, photoUrl } from '@platform/core';
import { cn } from '../../../components/ui/cn.ts';

/**
 * One place photo in a preset, with the preset's width and height so nothing shifts while it loads; lazy unless
 * told otherwise.
 */
export function PhotoImage({
  photo,
  preset,
  alt = photo.alt,
  eager = false,
  className,
}: {
  photo: PlacePhoto;
  preset: ImagePreset;
  alt?: string;
  eager?: boolean;
  className?: string;
}) {
  const { width, height } = IMAGE_PRESETS[preset];
  return (
    <img
      src={photoUrl(photo.url, preset)}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      alt={alt}
      title={alt || undefined}
      className={cn('rounded-md bg-zinc-100 object-cover dark:bg-zinc-800', className)}
    />
  );
}
