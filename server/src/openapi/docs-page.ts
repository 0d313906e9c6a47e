// The Swagger UI page at /api/docs. Its scripts and styles are files of the swagger-ui-dist
// package served by this app (no CDN), and the settings are a script of their own rather than
// an inline one, so the app's Content-Security-Policy (script-src 'self') holds here too.

export const DOCS_PATH = '/api/docs';

export const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API docs · Recruiting workspace</title>
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css" />
    <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/swagger-initializer.js"></script>
  </body>
</html>
`;

// validatorUrl null: the default sends the document to validator.swagger.io for a badge.
export const docsInitializer = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

/** The files of swagger-ui-dist the page loads; nothing else of the package is served. */
export const VIEWER_FILES = new Set(['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png']);
