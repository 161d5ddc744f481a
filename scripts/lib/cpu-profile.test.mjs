import { describe, expect, it } from 'vitest';
import { cpuSplit, selfTimes } from './cpu-profile.mjs';

// A bundle as esbuild writes it (a `// path` comment heads each module) and a profile over it.
const bundle = ['// node_modules/react-dom/server.js', 'function render() {}', '// worker/ops/log.ts', 'function log() {}', '// worker/pages/home.tsx', 'function homeView() {}'].join('\n');
const frame = (functionName, lineNumber, scriptId = '8') => ({ functionName, scriptId, url: scriptId === '0' ? '' : 'index.js', lineNumber, columnNumber: 0 });
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', -1, '0'), children: [2, 3, 6, 7, 8] },
    { id: 2, callFrame: frame('homeView', 5), children: [4] },
    { id: 3, callFrame: frame('log', 3), children: [5] },
    { id: 4, callFrame: frame('render', 1), children: [] },
    { id: 5, callFrame: frame('', -1, '0'), children: [] },
    { id: 6, callFrame: frame('(program)', -1, '0'), children: [] },
    { id: 7, callFrame: frame('(idle)', -1, '0'), children: [] },
    { id: 8, callFrame: frame('(garbage collector)', -1, '0'), children: [] },
  ],
  // Each sample's time is the next delta: render 3 ms, homeView 1, console 2, program 4, idle 5, gc 1.
  samples: [4, 4, 4, 2, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7, 7, 8],
  timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};
const sources = new Map([['8', bundle]]);

describe('CPU profile', () => {
  it('names each function by the module heading its lines, grouped by package or folder', () => {
    const { functions, groups, busyMs, idleMs } = selfTimes(profile, sources);
    expect(functions[0]).toMatchObject({ name: '(program)', ms: 4 });
    expect(functions.find((f) => f.name === 'render')).toMatchObject({ module: 'node_modules/react-dom/server.js', group: 'react-dom', ms: 3 });
    expect(groups.find((g) => g.group === 'worker/pages')?.ms).toBe(1);
    expect([busyMs, idleMs]).toEqual([11, 5]);
  });

  it('groups a module by its scoped package, also when the bundle names it by a relative path', () => {
    const scoped = ['// ../../main/node_modules/@scope/pkg/lib/x.js', 'function helper() {}'].join('\n');
    const one = { nodes: [{ id: 1, callFrame: frame('helper', 1), children: [] }], samples: [1, 1], timeDeltas: [0, 1000, 1000] };
    expect(selfTimes(one, new Map([['8', scoped]])).groups).toEqual([{ group: '@scope/pkg', ms: 2 }]);
  });

  it("splits busy time into the worker's code, its log lines and the runtime", () => {
    expect(cpuSplit(profile, sources)).toEqual({ worker: 5, console: 2, runtime: 4, idle: 5 });
  });

  it('counts a sample after a long gap (the thread not scheduled) for at most four sampling intervals', () => {
    const preempted = { ...profile, timeDeltas: profile.timeDeltas.map((delta, i) => (i === 4 ? 40_000 : delta)) };
    // The homeView sample (the fourth) follows a 40 ms gap: it counts 4 ms, not 40.
    expect(cpuSplit(preempted, sources)).toEqual({ worker: 8, console: 2, runtime: 4, idle: 5 });
    expect(selfTimes(preempted, sources).functions.find((f) => f.name === 'homeView')?.ms).toBe(4);
  });
});
