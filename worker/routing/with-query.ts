// Kept only for worker/request-state.ts until it imports withSearch from core/query-string directly.
export { withSearch as withQuery } from '../../core/query-string';
