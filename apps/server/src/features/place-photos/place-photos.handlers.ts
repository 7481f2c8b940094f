import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import * as s from './album.service.ts';
import { readPhotoUpload } from './photo-upload.ts';
import type * as routes from './place-photos.routes.ts';
import { placeAlbum } from './place-photos.service.ts';

export const list: Handler<typeof routes.listPhotosRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await s.listPhotos(serviceContext(c), placeAlbum(kind, id)), 200);
};

export const upload: Handler<typeof routes.uploadPhotoRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await s.addPhoto(serviceContext(c), placeAlbum(kind, id), readPhotoUpload(c)), 201);
};

export const alt: Handler<typeof routes.photoAltRoute> = async (c) => {
  const { kind, id, photoId } = c.req.valid('param');
  return c.json(await s.setPhotoAlt(serviceContext(c), placeAlbum(kind, id), photoId, c.req.valid('json')), 200);
};

export const order: Handler<typeof routes.photoOrderRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await s.orderPhotos(serviceContext(c), placeAlbum(kind, id), c.req.valid('json').ids), 200);
};

export const remove: Handler<typeof routes.removePhotoRoute> = async (c) => {
  const { kind, id, photoId } = c.req.valid('param');
  await s.removePhoto(serviceContext(c), placeAlbum(kind, id), photoId);
  return c.body(null, 204);
};
