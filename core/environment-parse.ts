import type * as z from 'zod';
import { firstIssue } from './first-issue';

/**
 * A worker's environment parse: `schema` over its env object, once per env object (one per isolate;
 * a test's variant is another object), the held result kept beside that object by the caller's
 * parser. A failure becomes `invalid(variable, detail)`, the variable named by the path of zod's first problem.
 */
export function environmentParser<T>(schema: z.ZodType<T>, invalid: (variable: string, detail: string) => Error): (env: object) => T {
  const parsed = new WeakMap<object, T>();
  return (env) => {
    if (parsed.has(env)) return parsed.get(env)!;
    const result = schema.safeParse(env);
    if (!result.success) {
      const { path, message } = firstIssue(result.error);
      throw invalid(path.split('.')[0]!, `${path}: ${message}`);
    }
    parsed.set(env, result.data);
    return result.data;
  };
}
