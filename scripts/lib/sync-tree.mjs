// Makes one folder the same as another while touching only what differs: a watcher on the target
// (wrangler's on dist/ under `npm start`) sees no change when a rebuild writes the same files.
import { copyFile, mkdir, readdir, readFile, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Every file under dir, as paths relative to it. */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

async function sameBytes(a, b) {
  const [first, second] = await Promise.all([stat(a), stat(b).catch(() => null)]);
  if (!second || first.size !== second.size) return false;
  const [x, y] = await Promise.all([readFile(a), readFile(b)]);
  return x.equals(y);
}

/**
 * Copies into `to` the files of `from` that are new or changed, then removes from `to` the files
 * `from` lacks (and folders left empty): new files are in place before old ones go. Returns the
 * counts, for the build's log.
 */
export async function syncTree(from, to) {
  const wanted = await filesUnder(from);
  let written = 0;
  for (const file of wanted) {
    if (await sameBytes(path.join(from, file), path.join(to, file))) continue;
    await mkdir(path.dirname(path.join(to, file)), { recursive: true });
    await copyFile(path.join(from, file), path.join(to, file));
    written += 1;
  }
  const keep = new Set(wanted);
  const stale = (await filesUnder(to)).filter((file) => !keep.has(file));
  for (const file of stale) await rm(path.join(to, file));
  const folders = new Set(stale.map((file) => path.dirname(file)).filter((dir) => dir !== '.'));
  for (const dir of [...folders].sort((a, b) => b.length - a.length)) await rmdir(path.join(to, dir)).catch(() => {});
  return { written, removed: stale.length };
}
