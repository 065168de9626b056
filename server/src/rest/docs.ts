/**
 * The API reference page at /api/docs: Swagger UI, served from the npm package (no CDN), reading
 * /api/openapi.json. Its start-up script is a file of ours, so the page keeps the strict CSP.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { Router } from 'express';

const require = createRequire(import.meta.url);
const swaggerDist = dirname(require.resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>REST API reference · AI Solutions Platform</title>
<link rel="stylesheet" href="./assets/swagger-ui.css">
</head>
<body>
<div id="api-reference"></div>
<script src="./assets/swagger-ui-bundle.js"></script>
<script src="./start.js"></script>
</body>
</html>`;

const START = `window.ui = SwaggerUIBundle({
  url: '../openapi.json',
  dom_id: '#api-reference',
  deepLinking: true,
  persistAuthorization: true,
  displayRequestDuration: true,
  tryItOutEnabled: false,
});`;

export function docsRouter(): Router {
  const router = Router();
  router.get('/', (req, res) => {
    // The page's relative links need the trailing slash.
    const [path = ''] = req.originalUrl.split('?');
    if (!path.endsWith('/')) {
      res.redirect(301, `${req.baseUrl}/`);
      return;
    }
    res.type('html').setHeader('Cache-Control', 'no-cache');
    res.send(PAGE);
  });
  router.get('/start.js', (_req, res) => {
    res.type('js').send(START);
  });
  router.use('/assets', express.static(swaggerDist, { index: false, maxAge: '1d' }));
  return router;
}
