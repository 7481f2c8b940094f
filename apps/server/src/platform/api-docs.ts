import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

const require = createRequire(import.meta.url);

/**
 * Swagger UI from the swagger-ui-dist package, served from our own origin so
 * the Content-Security-Policy can stay 'self' only.
 */
export function mountApiDocs(app: Hono<AppEnv>) {
  const distDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const assets: Record<string, string> = {
    'swagger-ui.css': 'text/css; charset=utf-8',
    'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  };
  app.get('/api/docs/assets/:file', (c) => {
    const file = c.req.param('file');
    const type = assets[file];
    if (!type) return c.notFound();
    c.header('Content-Type', type);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(readFileSync(path.join(distDir, file)));
  });
  app.get('/api/docs/init.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body("window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api' });");
  });
  app.get('/api/docs', (c) =>
    c.html(`<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>API-documentatie</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="api"></div><script src="/api/docs/assets/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`),
  );
}
