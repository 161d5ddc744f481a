import type * as z from 'zod';

/**
 * The first problem of a failed parse and where it is, dot-joined ('map.center.0'; '' for the value
 * itself): what every boundary reports, so one bad field reads the same wherever it is caught.
 */
export function firstIssue(error: z.ZodError): { path: string; message: string } {
  const issue = error.issues[0]!;
  return { path: issue.path.map(String).join('.'), message: issue.message };
}
