import { geoAnswer } from './answers';
import { send, type Upstream } from './transport';

export const missingGeoTokenMessage = 'Failed to send Geo API request: API token (config.elebase.token) not configured';

/** A GeoJSON geometry as the geo API takes it. */
export interface Geometry {
  type: string;
  coordinates: unknown;
}

/** The geo API client (docs/product/content-api.md#geo-api): no signature, the token rides in the JSON body. */
export class GeoClient {
  constructor(
    private readonly token: string,
    private readonly timeoutMs: number,
    private readonly upstream: Upstream,
  ) {}

  async measure(kind: 'elevations' | 'measurements', geometry: Geometry): Promise<unknown> {
    const request = new Request(`${this.upstream.geoBase}/${kind}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ geometry, token: this.token }),
    });
    return geoAnswer(await send(this.upstream, request, this.timeoutMs));
  }
}
