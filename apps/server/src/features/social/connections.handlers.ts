import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './connections.routes.ts';
import * as s from './connections.service.ts';

export const connections =
  (deps: s.ConnectionDeps): Handler<typeof routes.connectionsRoute> =>
  async (c) => {
    const { kind, id } = c.req.valid('param');
    return c.json(await s.listConnections(serviceContext(c), deps, kind, id), 200);
  };

export const connect =
  (deps: s.ConnectionDeps): Handler<typeof routes.connectRoute> =>
  async (c) => {
    const { kind, id, network } = c.req.valid('param');
    return c.json(await s.startConnect(serviceContext(c), deps, kind, id, network), 200);
  };

export const disconnect: Handler<typeof routes.disconnectRoute> = async (c) => {
  const { kind, id, network } = c.req.valid('param');
  await s.disconnect(serviceContext(c), kind, id, network);
  return c.body(null, 204);
};

/** Back to the social manager with the outcome in the query (`koppeling`, and `fout` when it failed). */
export const callback =
  (deps: s.ConnectionDeps): Handler<typeof routes.callbackRoute> =>
  async (c) => {
    const { network } = c.req.valid('param');
    const result = await s.finishConnect(serviceContext(c), deps, network, c.req.valid('query'));
    const query = new URLSearchParams({ koppeling: network });
    if (result.place) query.set('zaak', `${result.place.kind}:${result.place.id}`);
    if (!result.ok) query.set('fout', result.failure);
    return c.redirect(`/social-manager?${query}`, 302);
  };
