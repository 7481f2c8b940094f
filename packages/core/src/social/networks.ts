import { z } from 'zod';

/*
 * The social manager (issue 20, items 6–8, ADR 048). The networks a Dutch shop or venue posts to
 * with a photo and a caption: Instagram, Facebook, LinkedIn and X. TikTok is left out: it publishes
 * video only through its API, and a photo-with-text calendar does not fit it.
 */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'linkedin', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface NetworkSpec {
  label: string;
  /** The most characters a post's text may have on this network. */
  maxChars: number;
  /** The image size the network shows in its feed; uploads are cropped to it (sharp, cover). */
  image: { width: number; height: number; ratio: string };
  /** Instagram cannot publish a post without a photo. */
  requiresImage: boolean;
}

/** Limits and image sizes from each network's own documentation (ADR 048). */
export const NETWORK_SPECS: Record<SocialNetwork, NetworkSpec> = {
  instagram: { label: 'Instagram', maxChars: 2200, image: { width: 1080, height: 1350, ratio: '4:5' }, requiresImage: true },
  facebook: { label: 'Facebook', maxChars: 63_206, image: { width: 1200, height: 630, ratio: '1,91:1' }, requiresImage: false },
  linkedin: { label: 'LinkedIn', maxChars: 3000, image: { width: 1200, height: 627, ratio: '1,91:1' }, requiresImage: false },
  x: { label: 'X', maxChars: 280, image: { width: 1600, height: 900, ratio: '16:9' }, requiresImage: false },
};

export const SocialNetworkSchema = z.enum(SOCIAL_NETWORKS, {
  error: 'Onbekend netwerk: kies Instagram, Facebook, LinkedIn of X',
});

/** Characters as people count them: an emoji is one (X and Instagram count code points, not UTF-16 units). */
export function postLength(text: string): number {
  return [...text].length;
}

/** The networks whose limit the text exceeds. */
export function networksOverLimit(text: string, networks: readonly SocialNetwork[]): SocialNetwork[] {
  const length = postLength(text);
  return networks.filter((network) => length > NETWORK_SPECS[network].maxChars);
}
