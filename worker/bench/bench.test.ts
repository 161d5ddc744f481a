import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';
import benchWorker from '.';

const zone = siteZone('bench');
const HOST = zone.host('canal-trail');

/** The answer read to its end, then the work it left running (the request's log and data point wait for the body). */
async function bench(query: string): Promise<{ res: Response; text: string }> {
  const ctx = createExecutionContext();
  const res = await benchWorker.fetch(new Request(`http://${HOST}/__bench/render${query}`), env, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

// renderToString leaves Suspense parts (promotions) to the client; everything before them is the same.
const headOfView = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('<!--$'));

describe('the bench worker', () => {
  beforeAll(async () => {
    await zone.register(['canal-trail']);
  });

  it('renders the same page streamed and with renderToString, never from the page cache', async () => {
    const streamed = await bench('?path=/about&mode=stream');
    const string = await bench('?path=/about&mode=string');
    expect(streamed.res.status).toBe(200);
    expect(string.res.status).toBe(200);
    expect(streamed.res.headers.get('x-page-cache')).toBeNull();
    const view = headOfView(streamed.text);
    expect(view).toContain('<h1>About the guide</h1>');
    expect(headOfView(string.text)).toBe(view);
    expect((await bench('?path=/about&mode=stream')).res.headers.get('x-page-cache')).toBeNull();
  });

  it('names the field of a bad bench request', async () => {
    const { res, text } = await bench('?path=about&mode=stream');
    expect(res.status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ error: { field: 'path' } });
    expect(JSON.parse((await bench('?path=/about&mode=fast')).text)).toMatchObject({ error: { field: 'mode' } });
  });

  it('is not part of the deployed worker', async () => {
    const res = await exports.default.fetch(`http://${HOST}/__bench/render?path=/about&mode=string`);
    expect(res.status).toBe(404);
  });
});
