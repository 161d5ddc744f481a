// What the operator scripts (scripts/content-import.mjs, scripts/content-seed.mjs) need from the
// service's TypeScript, in one module so scripts/lib/import-ts.mjs bundles it once.
export { demoExport, demoProjects, syntheticExport } from '../demo';
export { importExport } from '../import/apply';
export { ensureMigrated } from '../import/migrate';
export { parseImportFile } from '../import/apply';
export { routePageEntryIds } from './page-ids';
export { osmExport } from '../osm/export';
export { mergeStored } from '../osm/merge';
export { ImportInvalid, OsmInvalid } from '../errors';
