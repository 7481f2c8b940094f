import type { PlaceKindName, SocialNetwork } from '@platform/core';
import type { Database } from '../../db/client.ts';

/**
 * Publishing to a network behind one interface (ADR 048, ADR 062). A connector gets the text and, when the post
 * has one, the image cropped for its network: as a public address (Meta fetches it) and as bytes (X and LinkedIn
 * take an upload); it answers with the network's post id.
 */
export interface PublishRequest {
  text: string;
  /** A public https address the network fetches itself (Meta downloads the image from it). */
  imageUrl: string | null;
  /** The cropped JPEG, read only when a connector uploads it. */
  image: (() => Promise<Buffer>) | null;
}

export interface Connector {
  network: SocialNetwork;
  publish(post: PublishRequest): Promise<{ externalId: string }>;
}

/** The network answered with an error: its Dutch message is kept with the post for the owner. */
export class ConnectorError extends Error {}

export interface Connectors {
  /** The networks that publish by themselves for this place; the others go to the RSS feed and a reminder. */
  networksFor(db: Database, kind: PlaceKindName, placeId: string): Promise<SocialNetwork[]>;
  connectorFor(db: Database, kind: PlaceKindName, placeId: string, network: SocialNetwork): Promise<Connector | null>;
  /** Seals every stored token still sealed with an older key again with the current one (key rotation, ADR 062). */
  reseal(db: Database): Promise<number>;
}
