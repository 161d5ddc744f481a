// Typed errors of the content service. The one onError in index.ts answers them with the wire
// contract's error bodies (docs/product/content-api.md#errors): content API `{ error: { id, data } }`; the geo
// API's `{ error: { code, info, type } }` comes from core/geo-api-error.ts, which the worker's geo client shares.

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413 | 429 | 500,
    readonly id: string,
    readonly data: unknown = null,
  ) {
    super(`${id}: ${typeof data === 'string' ? data : JSON.stringify(data)}`);
    this.name = 'ApiError';
  }
}

/** A variable the service reads is missing or malformed (env.ts): logged with its name, answered as a 500. */
export class EnvironmentInvalid extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid environment variable ${variable}: ${detail}`);
    this.name = 'EnvironmentInvalid';
  }
}

/** An import file failed validation; `path` names the first invalid field, e.g. `entries[3].elements[0].data`. */
export class ImportInvalid extends Error {
  constructor(
    readonly path: string,
    readonly detail: string,
  ) {
    super(`${path || '(file)'}: ${detail}`);
    this.name = 'ImportInvalid';
  }
}

/** An OpenStreetMap extract that cannot be read (not PBF, truncated): refused before anything is written. */
export class OsmInvalid extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'OsmInvalid';
  }
}
