// The saved guides' texts filled in the browser (the save island, the saved guides list): sizes
// in megabytes and dates in the page's language.

export function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The size a guide will take, and what of the map the budget left out (docs/decisions/058-saved-guide-archives.md). */
export function estimateText(labels: { estimate: string; detailKept: string }, plan: { estimate: number; detailZoom?: number }, budget: number, lang: string): string {
  const params = { size: megabytes(plan.estimate, lang), budget: megabytes(budget, lang) };
  const estimate = fill(labels.estimate, params);
  return plan.detailZoom === undefined ? estimate : `${estimate} ${fill(labels.detailKept, { ...params, zoom: new Intl.NumberFormat(lang).format(plan.detailZoom) })}`;
}

export function megabytes(bytes: number, lang: string): string {
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}

export function savedDate(time: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(time);
}
