// The Chrome DevTools Protocol of a worker running under `wrangler dev`, through the inspector port
// wrangler opens (its inspector proxy: /json/list names the WebSocket). Node 22's global WebSocket.
const CALL_TIMEOUT_MS = 60_000;

/**
 * Connects to the inspector on `port`; resolves { call(method, params), close() }.
 * @param {number} port
 */
export async function connectInspector(port) {
  const res = await fetch(`http://127.0.0.1:${port}/json/list`);
  if (!res.ok) throw new Error(`inspector on ${port}: /json/list answered HTTP ${res.status}`);
  const [target] = await res.json();
  if (!target?.webSocketDebuggerUrl) throw new Error(`inspector on ${port}: no debuggable worker listed`);
  // The proxy accepts local origins only. Node's WebSocket (undici's) takes headers, which the DOM's does not.
  const NodeWebSocket = /** @type {typeof import('undici-types').WebSocket} */ (/** @type {unknown} */ (WebSocket));
  const socket = new NodeWebSocket(target.webSocketDebuggerUrl, { headers: { Origin: 'http://localhost' } });
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`inspector on ${port}: WebSocket failed`)), { once: true });
  });
  let nextId = 1;
  const waiting = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const pending = message.id === undefined ? undefined : waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.error) pending.reject(new Error(`${pending.method}: ${message.error.message}`));
    else pending.resolve(message.result);
  });
  return {
    call(method, params = {}) {
      const id = nextId++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`${method}: no answer in ${CALL_TIMEOUT_MS / 1000} s`));
        }, CALL_TIMEOUT_MS);
        const done = (fn) => (value) => {
          clearTimeout(timer);
          fn(value);
        };
        waiting.set(id, { method, resolve: done(resolve), reject: done(reject) });
      });
    },
    close: () => socket.close(),
  };
}

/**
 * A CPU profile of the worker's isolate while `work` runs, with the sources of its scripts (to name
 * each function's module). Sampling every `intervalUs` microseconds.
 */
export async function profileWhile(inspector, work, { intervalUs = 100 } = {}) {
  await inspector.call('Profiler.enable');
  await inspector.call('Profiler.setSamplingInterval', { interval: intervalUs });
  await inspector.call('Profiler.start');
  let profile;
  try {
    await work();
  } finally {
    ({ profile } = await inspector.call('Profiler.stop'));
  }
  await inspector.call('Profiler.disable');
  // Only now: an attached debugger must not slow what was measured. It hands out sources once enabled.
  await inspector.call('Debugger.enable');
  const scriptIds = [...new Set(profile.nodes.map((node) => node.callFrame.scriptId).filter((id) => id && id !== '0'))];
  const sources = new Map();
  for (const scriptId of scriptIds) {
    try {
      sources.set(scriptId, (await inspector.call('Debugger.getScriptSource', { scriptId })).scriptSource);
    } catch {
      // A script the debugger no longer knows: its functions are grouped under their URL.
    }
  }
  await inspector.call('Debugger.disable');
  return { profile, sources };
}
