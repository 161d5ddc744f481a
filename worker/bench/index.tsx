import { createApp } from '../app';
import site from '..';
import { renderToString } from 'react-dom/server';
import { inSlots, type PageRenderer, pageFrame } from '../render/render-page';

// The worker `npm run bench` runs (scripts/bench.mjs), never deployed: the product app for every
// path, plus GET /__bench/render?path=/places&mode=stream|string, which renders `path` of the same
// site with the page cache off, streamed as the product does or with renderToString, so the two
// compare side by side. Nothing of it is in the product's request path. Queue and cron are the
// product's, so form posts under the bench are delivered as they are deployed.

/** The same page as the product renders it, serialised in one piece with React's renderToString. */
export const renderPageToString: PageRenderer = async (c, page) => {
  const frame = await pageFrame(c, page, true);
  const markup = await Promise.all(inSlots<string | Promise<string>>(frame.shell, frame.notices, renderToString(frame.ready)));
  return new Response(markup.join(''), { status: frame.status, headers: frame.headers });
};

const renderers = { stream: createApp({ pageCache: false }), string: createApp({ pageCache: false, render: renderPageToString }) };

function benchRequest(request: Request): { app: (typeof renderers)['stream']; request: Request } | Response {
  const url = new URL(request.url);
  const path = url.searchParams.get('path') ?? '';
  const mode = url.searchParams.get('mode');
  if (!path.startsWith('/') || path.startsWith('//')) return Response.json({ error: { field: 'path', message: 'path must be a path on this site, e.g. /places' } }, { status: 400 });
  if (mode !== 'stream' && mode !== 'string') return Response.json({ error: { field: 'mode', message: 'mode must be stream or string' } }, { status: 400 });
  return { app: renderers[mode], request: new Request(new URL(path, url), { headers: request.headers }) };
}

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response> {
    if (new URL(request.url).pathname !== '/__bench/render') return site.fetch(request, env, ctx);
    const bench = benchRequest(request);
    return bench instanceof Response ? bench : bench.app.fetch(bench.request, env, ctx);
  },
  queue: site.queue,
  scheduled: site.scheduled,
} satisfies ExportedHandler<Env>;
