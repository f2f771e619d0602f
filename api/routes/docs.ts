import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { resourceNotFound } from '../../core/errors.js';
import type { AppEnv } from '../context.js';

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Robot Learning Platform API reference</title>
  <link rel="stylesheet" href="/v1/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="reference"></div>
  <script src="/v1/docs/assets/swagger-ui-bundle.js"></script>
  <script>
    window.ui = SwaggerUIBundle({ url: '/v1/openapi.json', dom_id: '#reference', deepLinking: true, persistAuthorization: true });
  </script>
</body>
</html>`;

/** Interactive reference (Swagger UI, served from our own assets so it works offline). */
export function registerDocsRoutes(app: OpenAPIHono<AppEnv>): void {
  const assetDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  app.get('/v1/docs', (c) => c.html(PAGE));
  app.get('/v1/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) throw resourceNotFound(file, 'file');
    const body = await readFile(join(assetDir, file));
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
}
