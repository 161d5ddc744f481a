import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

const zone = siteZone('framing');
const frameAncestors = (res: Response) => (res.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('frame-ancestors'));
const framed = (path: string) => zone.fetch('islands', path, { headers: { 'sec-fetch-dest': 'iframe' } });

describe('a page other than an embed, loaded in a frame', () => {
  beforeAll(() => zone.register(['islands']));

  it("shows 'not embeddable' with a link out, and nothing of the page itself", async () => {
    const res = await framed('/places');
    expect(res.status).toBe(403);
    expect(frameAncestors(res)).toBe('frame-ancestors *');
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const html = await res.text();
    expect(html).toContain('This content cannot be embedded.');
    expect(html).toContain(`<a class="button" href="http://${zone.host('islands')}/places" target="_blank"`);
    expect(html).not.toContain('class="cards');
    expect(html).not.toMatch(/<script/);
  });

  it('speaks Spanish on a Spanish alias', async () => {
    expect(await (await framed('/lugares')).text()).toContain('Este contenido no se puede insertar.');
  });

  it('leaves the embed route framed as itself, and unframed pages unframeable', async () => {
    const embed = await framed('/embeds/flamenco-beach/place-flamenco-beach');
    expect(embed.status).toBe(200);
    expect(await embed.text()).not.toContain('This content cannot be embedded.');
    const page = await zone.fetch('islands', '/places');
    expect(page.status).toBe(200);
    expect(frameAncestors(page)).toBe("frame-ancestors 'none'");
  });
});
