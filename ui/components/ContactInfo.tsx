import type { ContactModel } from './models';
import { useText } from './text';

function isEmpty(contact: ContactModel): boolean {
  return !contact.name && !contact.organization && contact.addresses.length === 0 && contact.phones.length === 0 && !contact.email && !contact.website;
}

export function ContactInfo({ contact }: { contact: ContactModel | undefined }) {
  const t = useText();
  if (!contact || isEmpty(contact)) return null;
  return (
    <section className="contact" aria-labelledby="contact-heading">
      <h2 id="contact-heading">{t('detail.contact')}</h2>
      <address>
        {contact.name ? <p className="contact__name">{contact.name}</p> : null}
        {contact.organization ? <p className="contact__organization">{contact.organization}</p> : null}
        {contact.addresses.map((address) => (
          <p key={address.lines.join('|')} className="contact__address">
            {address.lines.map((line, index) => (
              <span key={`${index}-${line}`}>
                {index > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </p>
        ))}
        {contact.phones.length > 0 ? (
          <ul className="contact__phones">
            {contact.phones.map((phone) => (
              <li key={phone.href}>
                {phone.name ? `${phone.name}: ` : ''}
                <a href={phone.href}>{phone.text}</a>
              </li>
            ))}
          </ul>
        ) : null}
        {contact.email ? (
          <p>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
        ) : null}
        {contact.website ? (
          <p>
            <a href={contact.website} target="_blank" rel="noopener noreferrer">
              {t('detail.website')}
              <span className="visually-hidden"> {t('layout.opensInNewTab')}</span>
            </a>
          </p>
        ) : null}
      </address>
    </section>
  );
}
