import type { Contact } from '../../core/content-shapes';
import type { LngLat } from './geo';
import { type DemoContext } from './context';
import { elementName } from './element-names';
import type { ImportElementSchemaInput } from './types';

const streets = ['Main Street', 'Water Street', 'Church Street', 'Harbor Road', 'Mill Lane', 'Ridge Road', 'Canal Street', 'Park Avenue'];

/** A contact with a location and a phone; also registered for GET /contacts. */
export function contactFor(ctx: DemoContext, id: string, label: string, town: string, at: LngLat, division: { code: string; text: string }): Contact {
  const n = Math.floor(ctx.random() * 900) + 100;
  const line = Math.floor(ctx.random() * 9000) + 1000;
  const area = String(200 + Math.floor(ctx.random() * 700));
  const contact: Contact = {
    id,
    label,
    email: `hello@${id.replace(/^contact-/, '')}.example`,
    name: { first: null, last: null },
    organization: label,
    groups: [],
    locations: [
      {
        name: label,
        detail: null,
        city: town,
        division,
        postcode: String(10000 + Math.floor(ctx.random() * 89999)),
        address: [`${n} ${streets[Math.floor(ctx.random() * streets.length)]}`],
        point: `${at[0]},${at[1]}`,
      },
    ],
    phones: [
      {
        id: `${id}-phone`,
        country: 'US',
        extension: null,
        name: 'Main',
        number: { e164: `+1${area}555${line}`, i18n: `+1 ${area}-555-${line}`, text: `(${area}) 555-${line}` },
      },
    ],
    url: `https://${id.replace(/^contact-/, '')}.example`,
  };
  ctx.contacts.push(contact);
  return contact;
}

export function contactElement(contact: Contact): ImportElementSchemaInput {
  return { id: 'contact', name: elementName('contact'), type: 'contact', data: [contact] };
}
