// Bindings that exist only under vitest (vitest.config.ts): the site worker's runner gets the D1
// migrations, the content service's admin token and the demo's OpenStreetMap basemap archive; the
// content service's runner gets its own secrets.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('@cloudflare/vitest-plugin').D1Migration[];
    TEST_CONTENT_ADMIN_TOKEN: string;
    TEST_OSM_BASEMAP: ArrayBuffer;
    PROJECT_KEYS: string;
    GEO_TOKENS: string;
    ADMIN_TOKEN: string;
  }
}
