// Fault injection for `npm run bench`: POST /__bench/mode {"delayMs": 300} or {"fail": true} switches
// how every later content request is answered. Locally one isolate serves all requests, so a module
// variable is the switch.
let mode = { delayMs: 0, fail: false };

const outage = () =>
  new Response(JSON.stringify({ error: { id: 'bench_outage', data: 'content service down for the benchmark' } }), {
    status: 503,
    headers: { 'content-type': 'application/json' },
  });

export default {
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    if (pathname === '/__bench/mode' && request.method === 'POST') {
      const next = await request.json();
      mode = { delayMs: Math.max(0, Number(next.delayMs) || 0), fail: next.fail === true };
      return Response.json(mode);
    }
    if (pathname === '/healthz') return env.ORIGIN.fetch(request);
    if (mode.delayMs) await new Promise((resolve) => setTimeout(resolve, mode.delayMs));
    if (mode.fail) return outage();
    return env.ORIGIN.fetch(request);
  },
};
