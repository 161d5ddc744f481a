import { escapeXml } from '../../core/encoding/xml';

/** One XML element with escaped text content; children are already-built elements. */
export function xmlElement(name: string, content: string | readonly string[], attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  const inner = typeof content === 'string' ? escapeXml(content) : content.join('');
  return `<${name}${attrs}>${inner}</${name}>`;
}
