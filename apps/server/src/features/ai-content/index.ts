import { createRouter } from '../../platform/openapi.ts';
import * as h from './ai-content.handlers.ts';
import * as r from './ai-content.routes.ts';

export type { AiContentTuning } from './ai-content.handlers.ts';

/** /admin/ai-content (issue 19 item 6, ADR 056): assistant drafts for the content manager, each compliance-checked. */
export function aiContentRouter(tuning: h.AiContentTuning) {
  return createRouter()
    .openapi(r.draftsRoute, h.drafts)
    .openapi(r.generateRoute, h.generate(tuning))
    .openapi(r.saveRoute, h.save);
}
