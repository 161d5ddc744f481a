import type { LinkModel } from './models';
import { useText } from './text';

export interface LinkButtonProps {
  link: LinkModel | undefined;
  /**
   * What the link is about (the entry or promotion title), spoken and indexed after the label: content
   * labels such as 'Learn more' say nothing on their own, least of all beside other cards' buttons.
   */
  about?: string;
}

export function LinkButton({ link, about }: LinkButtonProps) {
  const t = useText();
  if (!link) return null;
  const subject = about && !link.label.toLowerCase().includes(about.toLowerCase()) ? <span className="visually-hidden">: {about}</span> : null;
  if (!link.external) {
    return (
      <a className="button" href={link.url}>
        {link.label}
        {subject}
      </a>
    );
  }
  return (
    <a className="button" href={link.url} target="_blank" rel="noopener noreferrer">
      {link.label}
      {subject}
      <span className="visually-hidden"> {t('layout.opensInNewTab')}</span>
    </a>
  );
}
