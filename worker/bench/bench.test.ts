import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../content-service/testing/seed';
import { clearSiteMemo } from '../tenancy/resolve-site';
import benchWorker from './index';

const HOST = 'canal-trail.bench.test';

async function bench(query: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await benchWorker.fetch(new Request(`http://${HOST}/__bench/render${query}`), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

// renderToString leaves Suspense parts (promotions) to the client; everything before them is the same.
const headOfView = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('<!--$'));

describe('the bench worker', () => {
  beforeAll(async () => {
    await seedDemoContent(env, ['canal-trail']);
    clearSiteMemo();
    await env.HOSTS.put(HOST, JSON.stringify({ site: 'canal-trail', stage: 'development' }));
  });

  it('renders the same page streamed and with renderToString, never from the page cache', async () => {
    const streamed = await bench('?path=/about&mode=stream');
    const string = await bench('?path=/about&mode=string');
    expect(streamed.status).toBe(200);
    expect(string.status).toBe(200);
    expect(streamed.headers.get('x-page-cache')).toBeNull();
    const view = headOfView(await streamed.text());
    expect(view).toContain('<h1>About the guide</h1>');
    expect(headOfView(await string.text())).toBe(view);
    expect((await bench('?path=/about&mode=stream')).headers.get('x-page-cache')).toBeNull();
  });

  it('names the field of a bad bench request', async () => {
    const res = await bench('?path=about&mode=stream');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'path' } });
    expect(await (await bench('?path=/about&mode=fast')).json()).toMatchObject({ error: { field: 'mode' } });
  });

  it('is not part of the deployed worker', async () => {
    const res = await exports.default.fetch(`http://${HOST}/__bench/render?path=/about&mode=string`);
    expect(res.status).toBe(404);
  });
});
