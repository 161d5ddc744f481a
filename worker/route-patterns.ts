import { compilePattern } from '../core/routes/match';
import { memo } from './memo';

/** Route and redirect patterns compiled once for the isolate: every request matches its path against its site's whole table. */
export const keptPatterns = memo((path: string) => compilePattern(path), 2000);
