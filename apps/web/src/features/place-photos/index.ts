export { draftPhotosPath, type PhotoAlbum } from './api/keys.ts';
export { PhotoManager } from './components/photo-manager.tsx';
export { PhotoThumbnails } from './components/photo-thumbnails.tsx';
export { PlacePhotoGallery } from './components/place-photo-gallery.tsx';
export { PlacePhotosSection } from './components/place-photos-section.tsx';
