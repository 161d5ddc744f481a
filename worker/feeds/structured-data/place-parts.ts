import type { GeoCoordinates, PostalAddress } from 'schema-dts';
import type { Contact, Entry } from '../../../core/content-shapes';
import type { LngLat } from '../../../core/entry/location';
import type { SiteConfig } from '../../../core/site-config';
import { contactRef } from '../../pages/models/contact';

// The parts of a schema.org Place the content knows: where it is and its postal address. Only a
// contact the entry carries inline is read: the head goes out before any further content call.

export function geoCoordinates(point: LngLat): GeoCoordinates {
  return { '@type': 'GeoCoordinates', latitude: point.lat, longitude: point.lng };
}

export function inlineContact(entry: Entry, config: SiteConfig): Contact | undefined {
  const ref = contactRef(entry, config.ids);
  return ref && 'contact' in ref ? ref.contact : undefined;
}

export function postalAddress(contact: Contact | undefined, config: SiteConfig): PostalAddress | undefined {
  const location = contact?.locations?.find((candidate) => candidate.address?.length || candidate.city);
  if (!location) return undefined;
  const street = location.address?.filter((line) => line.trim()).join(', ');
  const region = location.division?.code ?? location.division?.text;
  const country = config.mailingAddress?.country;
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    ...(location.city ? { addressLocality: location.city } : {}),
    ...(region ? { addressRegion: region } : {}),
    ...(location.postcode ? { postalCode: location.postcode } : {}),
    ...(country ? { addressCountry: country } : {}),
  };
}

/** The contact's first phone in E.164, the form schema.org and search engines read best. */
export function telephone(contact: Contact | undefined): string | undefined {
  const number = contact?.phones?.[0]?.number;
  return number?.e164 ?? number?.i18n ?? number?.text ?? undefined;
}
