// The service worker's side of saved guides (docs/decisions/037-saved-guides.md): answering from
// them. Kept apart from the saving code (client/offline/saved-guides.ts), which the service worker
// does not carry.
import { SAVED_GUIDES_CACHE } from './cache-names';


/** A saved file's answer, the guide's page included (whatever `Accept` a navigation sends). */
export async function savedAnswer(request: Request): Promise<Response | undefined> {
  if (request.method !== 'GET') return undefined;
  const cache = await caches.open(SAVED_GUIDES_CACHE);
  return cache.match(request, { ignoreVary: true });
}
