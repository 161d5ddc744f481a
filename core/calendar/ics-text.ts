// RFC 5545 lexical rules: TEXT escaping (3.3.11), line folding at 75 octets (3.1) and CRLF endings.

/** TEXT values escape backslash, semicolon and comma, and carry line breaks as \n. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line into lines of at most 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A calendar object from its content lines: folded, CRLF-terminated. */
export function icsDocument(lines: readonly string[]): string {
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
