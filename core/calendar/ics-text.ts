// RFC 5545 lexical rules: TEXT escaping (3.3.11), line folding at 75 octets (3.1) and CRLF endings.

/** TEXT values escape backslash, semicolon and comma, and carry line breaks as \n. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Octets of one code point in UTF-8. */
function utf8Size(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

const ASCII = /^[\x00-\x7f]*$/;

/** Folds a content line into lines of at most 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  // Most lines fit as they are: 25 characters are at most 75 octets, and ASCII is one octet each.
  if (line.length <= 25 || (line.length <= 75 && ASCII.test(line))) return line;
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  for (let index = 0; index < line.length; ) {
    const codePoint = line.codePointAt(index)!;
    const size = utf8Size(codePoint);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(line.slice(start, index));
      start = index;
      octets = 0;
    }
    octets += size;
    index += codePoint > 0xffff ? 2 : 1;
  }
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}

/** A calendar object from its content lines: folded, CRLF-terminated. */
export function icsDocument(lines: readonly string[]): string {
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
