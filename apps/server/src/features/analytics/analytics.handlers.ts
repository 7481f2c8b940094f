import { serviceContext } from '../../context.ts';
import { clientAddress } from '../../platform/client-address.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './analytics.routes.ts';
import { type AnalyticsState, ingestEvents } from './analytics.service.ts';

export function ingestHandler(state: AnalyticsState, trustProxy: boolean): Handler<typeof routes.ingestRoute> {
  return async (c) => {
    const result = await ingestEvents(serviceContext(c), state, c.req.valid('json'), {
      address: clientAddress(c, trustProxy),
      userAgent: c.req.header('user-agent') ?? '',
      host: c.req.header('host') ?? '',
    });
    return c.json(result, 202);
  };
}
