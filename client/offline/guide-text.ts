// The saved guides' texts filled in the browser (the save island, the saved guides list): sizes
// in megabytes and dates in the page's language.

export function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

export function megabytes(bytes: number, lang: string): string {
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}

export function savedDate(time: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(time);
}
