import { randomUUID } from 'node:crypto';
import { isId, NETWORK_SPECS, type PlaceKindName, SOCIAL_NETWORKS, type SocialImage, type SocialNetwork } from '@platform/core';
import sharp from 'sharp';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { UnsupportedImageError } from '../../platform/images.ts';
import type { Storage } from '../../platform/storage.ts';

/*
 * A post's photo, cropped per network with sharp (ADR 048): the network's own size, the centre kept (cover),
 * as JPEG, which every network takes (Instagram's publishing API takes JPEG only). Beside the crops a small
 * file names the place the upload belongs to, so a post can only use its own place's photos.
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const IMAGE_NOT_FOUND = 'Deze afbeelding bestaat niet.';

const cropKey = (id: string, network: SocialNetwork) => `social/${id}/${network}.jpg`;
const ownerKey = (id: string) => `social/${id}/place.txt`;

export function socialImageUrls(id: string): SocialImage {
  const urls = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, `/api/social/images/${id}/${network}.jpg`]));
  return { id, urls: urls as SocialImage['urls'] };
}

export async function storeSocialImage(
  storage: Storage,
  kind: PlaceKindName,
  placeId: string,
  upload: Buffer,
): Promise<SocialImage> {
  const meta = await sharp(upload)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) throw new UnsupportedImageError();
  // Every crop is made before anything is written: a file sharp cannot decode further on stores nothing.
  const crops = await Promise.all(
    SOCIAL_NETWORKS.map(async (network) => {
      const { width, height } = NETWORK_SPECS[network].image;
      const jpeg = await sharp(upload)
        .rotate()
        .resize(width, height, { fit: 'cover', position: 'attention' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer()
        .catch(() => {
          throw new UnsupportedImageError();
        });
      return [network, jpeg] as const;
    }),
  );
  const id = randomUUID();
  for (const [network, jpeg] of crops) await storage.put(cropKey(id, network), jpeg);
  await storage.put(ownerKey(id), Buffer.from(`${kind}:${placeId}`));
  return socialImageUrls(id);
}

/** A post may only show a photo uploaded for its own place. */
export async function assertImageOfPlace(storage: Storage, imageId: string, kind: PlaceKindName, placeId: string) {
  const owner = await storage.get(ownerKey(imageId));
  if (owner?.toString() !== `${kind}:${placeId}`) {
    const message = 'Deze afbeelding hoort niet bij deze zaak: upload de foto opnieuw';
    throw new ValidationError(message, [{ path: ['imageId'], message }]);
  }
}

const CROP_FILE = new RegExp(`^(${SOCIAL_NETWORKS.join('|')})\\.jpg$`);

/** A crop's bytes (public: networks and feed readers fetch them); anything else is not found. */
export async function readSocialCrop(storage: Storage, id: string, file: string) {
  if (!isId(id) || !CROP_FILE.test(file)) throw new NotFoundError(IMAGE_NOT_FOUND);
  const body = await storage.get(`social/${id}/${file}`);
  if (!body) throw new NotFoundError(IMAGE_NOT_FOUND);
  return body;
}

export function removeSocialImage(storage: Storage, id: string) {
  return storage.remove(`social/${id}`);
}
