import { type Contact, contactSchema, type Entry } from '../../../core/content-shapes';
import type { ContactModel } from '../../../ui/components/models';
import { elementByRole } from '../../../core/entry/elements';
import type { EntryIds } from '../../../core/entry/ids';

/** A contact element holds the contact itself, or only its id (then the loader fetches it). */
export function contactRef(entry: Entry, ids: Pick<EntryIds, 'elements'>): { contact: Contact } | { id: string } | undefined {
  const data = elementByRole(entry, ids, 'contact')?.data;
  const item = Array.isArray(data) ? data[0] : data;
  if (typeof item === 'string') return { id: item };
  const parsed = contactSchema.safeParse(item);
  if (!parsed.success) return undefined;
  const contact = parsed.data;
  const filled = contact.locations?.length || contact.phones?.length || contact.email || contact.url || contact.name || contact.organization;
  return filled ? { contact } : { id: contact.id };
}

function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function contactModel(contact: Contact): ContactModel {
  const name = [contact.name?.first, contact.name?.last].filter(Boolean).join(' ').trim();
  const addresses = (contact.locations ?? []).map((location) => {
    const cityLine = [location.city, [location.division?.code ?? location.division?.text, location.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    return { lines: [location.name, ...(location.address ?? []), location.detail, cityLine].filter((line): line is string => Boolean(line?.trim())) };
  });
  const phones = (contact.phones ?? []).flatMap((phone) => {
    const display = phone.number.i18n ?? phone.number.text ?? phone.number.e164;
    const dial = (phone.number.e164 ?? phone.number.text ?? '').replace(/[^\d+]/g, '');
    if (!display || !dial) return [];
    // Non-word characters (docs/product/views-and-states.md#contacts) are stripped from the extension.
    const extension = phone.extension?.replace(/\W/g, '');
    return [{ text: extension ? `${display} ext. ${extension}` : display, href: `tel:${dial}${extension ? `;ext=${extension}` : ''}`, ...(phone.name ? { name: phone.name } : {}) }];
  });
  const email = contact.email && /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(contact.email) ? contact.email : undefined;
  const website = safeHttpUrl(contact.url);
  return {
    ...(name ? { name } : {}),
    ...(contact.organization ? { organization: contact.organization } : {}),
    addresses: addresses.filter((address) => address.lines.length > 0),
    phones,
    ...(email ? { email } : {}),
    ...(website ? { website } : {}),
  };
}
