import { type Connector, ConnectorError } from './connector-types.ts';
import { networkCall } from './network-http.ts';

/*
 * X (ADR 062): the image through the v2 media upload (`POST /2/media/upload`, multipart `media` with
 * `media_category=tweet_image`, answered with `data.id`), then the post (`POST /2/tweets` with `text` and
 * `media.media_ids`, 201 with `data.id`), both with the owner's OAuth 2.0 user token (scopes tweet.write, media.write).
 */
export function xConnector(apiUrl: string, accessToken: () => Promise<string>, fetcher: typeof fetch): Connector {
  return {
    network: 'x',
    async publish(post) {
      const token = await accessToken();
      const auth = { authorization: `Bearer ${token}` };
      let mediaIds: string[] | undefined;
      if (post.image) {
        const form = new FormData();
        form.append('media', new Blob([new Uint8Array(await post.image())], { type: 'image/jpeg' }), 'image.jpg');
        form.append('media_category', 'tweet_image');
        const upload = await networkCall<{ data?: { id?: string } }>('x', fetcher, `${apiUrl}/2/media/upload`, {
          method: 'POST',
          headers: auth,
          body: form,
        });
        if (!upload.body.data?.id) throw new ConnectorError('X gaf een onverwacht antwoord op de foto (geen media-id).');
        mediaIds = [upload.body.data.id];
      }
      const created = await networkCall<{ data?: { id?: string } }>('x', fetcher, `${apiUrl}/2/tweets`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ text: post.text, ...(mediaIds ? { media: { media_ids: mediaIds } } : {}) }),
      });
      if (!created.body.data?.id) throw new ConnectorError('X gaf een onverwacht antwoord (geen bericht-id).');
      return { externalId: created.body.data.id };
    },
  };
}
