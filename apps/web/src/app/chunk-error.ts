/**
 * Whether an error means a piece of the app (a lazy page's chunk or its CSS)
 * could not be loaded, as after a deploy replaced the files. Rendering again
 * cannot help then (React.lazy keeps the failed import); loading the page anew can.
 * The messages are those of Chromium, Firefox, Safari and Vite's preloader.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk/i.test(
    `${error.name} ${error.message}`,
  );
}
