import { Brand } from './Brand';
import { Island } from '../islands/Island';
import type { ShellLabels } from './labels';
import type { LayoutModel } from './layout-model';
import { LocaleSelector } from './LocaleSelector';
import { NavList } from './NavList';

/** Only the words the form shows: the props are written into every page. */
function newsletterProps(labels: ShellLabels, action: string) {
  return {
    action,
    labels: { newsletter: labels.newsletter, newsletterIntro: labels.newsletterIntro, email: labels.email, subscribe: labels.subscribe },
    messages: { invalidEmail: labels.invalidEmail, submitting: labels.submitting, failed: labels.requestFailed },
  };
}

export function Bottom({ model, labels }: { model: LayoutModel; labels: ShellLabels }) {
  const { bottom } = model;
  return (
    <footer className="bottom">
      <div className="bottom-grid">
        <div className="bottom-brand">
          <Brand model={model} />
          {bottom.address ? <address className="bottom-address">{bottom.address}</address> : null}
          {bottom.contacts.length ? (
            <ul className="bottom-contacts" aria-label={labels.contact}>
              {bottom.contacts.map((contact) => (
                <li key={contact.label}>{contact.href ? <a href={contact.href}>{contact.label}</a> : contact.label}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <NavList className="bottom-links" label={labels.footerNav} links={bottom.links} newTab={labels.newTab} />
        {bottom.social.length ? (
          <div className="bottom-social">
            <h2 className="bottom-heading">{labels.social}</h2>
            <ul>
              {bottom.social.map((social) => (
                <li key={social.href}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer">
                    {social.network}
                    <span className="visually-hidden">{` ${labels.newTab}`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {bottom.newsletter ? <Island name="newsletter" load="interaction" props={newsletterProps(labels, bottom.newsletter.action)} /> : null}
      </div>
      <div className="bottom-end">
        <LocaleSelector locales={bottom.locales} current={model.locale} labels={labels} />
        <p className="copyright">{labels.copyright(bottom.year, model.siteName)}</p>
      </div>
    </footer>
  );
}
