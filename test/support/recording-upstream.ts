import type { Upstream } from '../../worker/content/transport';

/**
 * For unit tests of the requests a client builds: records what it sends and answers with `answer`.
 * Talking to the real embedded service is the integration tests' job (site-content.test.ts).
 */
export function recordingUpstream(answer: () => Response) {
  const sent: Request[] = [];
  const upstream: Upstream = {
    contentBase: 'https://cdn.example',
    geoBase: 'https://geo.example',
    fetch: async (request) => {
      sent.push(request);
      return answer();
    },
  };
  return { sent, upstream };
}
