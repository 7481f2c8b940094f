import { type ImgHTMLAttributes, useRef } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport.ts';

/**
 * An image with its width and height (nothing shifts) whose file is requested only when it comes within the spec's
 * lazy-load margin of the viewport; `eager` images (the first one a visitor sees) load at once.
 */
export function LazyImg({
  src,
  eager = false,
  alt,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading'> & { src: string; width: number; height: number; eager?: boolean }) {
  const ref = useRef<HTMLImageElement>(null);
  const near = useNearViewport(ref, !eager);
  return (
    <img ref={ref} src={near ? src : undefined} alt={alt} decoding="async" loading={eager ? 'eager' : undefined} {...rest} />
  );
}
