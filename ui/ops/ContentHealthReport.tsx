import type { Finding, HealthCheck } from '../../core/content-health/findings';

export interface ContentHealthReportProps {
  site: string;
  checkedAt: string;
  entries: number;
  /** Every check in report order, with its findings (possibly none). */
  checks: readonly { check: HealthCheck; label: string; findings: readonly Finding[] }[];
  /** Links to each entry's page, by entry id. */
  pages: Readonly<Record<string, string>>;
}

/** The operator's report: one table per check, each finding linking to the entry's page. */
export function ContentHealthReport({ site, checkedAt, entries, checks, pages }: ContentHealthReportProps) {
  const total = checks.reduce((sum, item) => sum + item.findings.length, 0);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`Content health · ${site}`}</title>
      </head>
      <body>
        <main>
          <h1>{`Content health of ${site}`}</h1>
          <p>
            {`${total} findings in ${entries} entries, checked `}
            <time dateTime={checkedAt}>{checkedAt}</time>.
          </p>
          {checks.map(({ check, label, findings }) => (
            <section key={check} id={check} aria-labelledby={`${check}-heading`}>
              <h2 id={`${check}-heading`}>{`${label} (${findings.length})`}</h2>
              {findings.length ? (
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Entry</th>
                      <th scope="col">Element</th>
                      <th scope="col">Problem</th>
                    </tr>
                  </thead>
                  <tbody>
                    {findings.map((finding, index) => (
                      <tr key={`${finding.entry.id}-${index}`} data-entry={finding.entry.id}>
                        <td>{pages[finding.entry.id] ? <a href={pages[finding.entry.id]}>{finding.entry.title}</a> : finding.entry.title}</td>
                        <td>{finding.element ?? ''}</td>
                        <td>{finding.detail}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p>None.</p>
              )}
            </section>
          ))}
        </main>
      </body>
    </html>
  );
}
