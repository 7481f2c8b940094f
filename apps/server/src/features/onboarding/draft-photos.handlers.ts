import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import { addPhoto, orderPhotos, readPhotoUpload, removePhoto, setPhotoAlt } from '../place-photos/index.ts';
import type * as routes from './draft-photos.routes.ts';
import { draftAlbum } from './draft-photos.service.ts';

export const upload: Handler<typeof routes.uploadDraftPhotoRoute> = async (c) =>
  c.json(await addPhoto(serviceContext(c), draftAlbum(c.req.valid('param').brand), readPhotoUpload(c)), 201);

export const alt: Handler<typeof routes.draftPhotoAltRoute> = async (c) => {
  const { brand, photoId } = c.req.valid('param');
  return c.json(await setPhotoAlt(serviceContext(c), draftAlbum(brand), photoId, c.req.valid('json')), 200);
};

export const order: Handler<typeof routes.draftPhotoOrderRoute> = async (c) =>
  c.json(await orderPhotos(serviceContext(c), draftAlbum(c.req.valid('param').brand), c.req.valid('json').ids), 200);

export const remove: Handler<typeof routes.removeDraftPhotoRoute> = async (c) => {
  const { brand, photoId } = c.req.valid('param');
  await removePhoto(serviceContext(c), draftAlbum(brand), photoId);
  return c.body(null, 204);
};
