import type { LinkModel } from './models';
import { useText } from './text';

export function LinkButton({ link }: { link: LinkModel | undefined }) {
  const t = useText();
  if (!link) return null;
  if (!link.external) {
    return (
      <a className="button" href={link.url}>
        {link.label}
      </a>
    );
  }
  return (
    <a className="button" href={link.url} target="_blank" rel="noopener noreferrer">
      {link.label}
      <span className="visually-hidden"> {t('layout.opensInNewTab')}</span>
    </a>
  );
}
