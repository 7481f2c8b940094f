import { linkedInCommentary } from '@platform/core';
import { type Connector, ConnectorError } from './connector-types.ts';
import { networkCall } from './network-http.ts';

/*
 * LinkedIn organisation page posts (ADR 062), with the versioned REST API (`LinkedIn-Version: YYYYMM`,
 * Rest.li 2.0): an image is registered (`POST /rest/images?action=initializeUpload` with the organisation as
 * owner, answered with an upload URL and an image URN), its bytes PUT to that URL, then the post is created
 * (`POST /rest/posts`, 201 with the post URN in `x-restli-id`), its commentary escaped as "little text".
 */
export interface LinkedInTarget {
  apiUrl: string;
  version: string;
  /** `urn:li:organization:<id>` */
  organization: string;
}

export function linkedInConnector(target: LinkedInTarget, accessToken: () => Promise<string>, fetcher: typeof fetch): Connector {
  return {
    network: 'linkedin',
    async publish(post) {
      const token = await accessToken();
      const headers = {
        authorization: `Bearer ${token}`,
        'linkedin-version': target.version,
        'x-restli-protocol-version': '2.0.0',
        'content-type': 'application/json',
      };
      let image: string | undefined;
      if (post.image) {
        const init = await networkCall<{ value?: { uploadUrl?: string; image?: string } }>(
          'linkedin',
          fetcher,
          `${target.apiUrl}/rest/images?action=initializeUpload`,
          { method: 'POST', headers, body: JSON.stringify({ initializeUploadRequest: { owner: target.organization } }) },
        );
        const { uploadUrl, image: urn } = init.body.value ?? {};
        if (!uploadUrl || !urn) throw new ConnectorError('LinkedIn gaf een onverwacht antwoord op de foto (geen upload-adres).');
        await networkCall('linkedin', fetcher, uploadUrl, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
          body: new Uint8Array(await post.image()),
        });
        image = urn;
      }
      const created = await networkCall('linkedin', fetcher, `${target.apiUrl}/rest/posts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          author: target.organization,
          commentary: linkedInCommentary(post.text),
          visibility: 'PUBLIC',
          distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
          ...(image ? { content: { media: { id: image } } } : {}),
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
        }),
      });
      const id = created.headers.get('x-restli-id');
      if (!id) throw new ConnectorError('LinkedIn gaf een onverwacht antwoord (geen bericht-id).');
      return { externalId: id };
    },
  };
}
