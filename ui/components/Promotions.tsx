import { Suspense, use } from 'react';
import { LinkButton } from './LinkButton';
import type { PromotionModel } from './models';
import { RichText } from './RichText';
import { useText } from './text';

function PromotionList({ promotions }: { promotions: Promise<PromotionModel[]> }) {
  const t = useText();
  const items = use(promotions);
  if (items.length === 0) return null;
  return (
    <section className="promotions" aria-labelledby="promotions-heading" data-slot="promotions">
      <h2 id="promotions-heading">{t('detail.promotions')}</h2>
      <ul className="promotions__list">
        {items.map((promotion) => (
          <li key={promotion.id} className="promotion">
            {promotion.image ? <img className="promotion__image" src={promotion.image.url} alt="" width={96} height={96} loading="lazy" decoding="async" /> : null}
            <div className="promotion__body">
              <h3 className="promotion__title">{promotion.title}</h3>
              <RichText html={promotion.description} />
              <LinkButton link={promotion.link} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * SPEC 9 promotions: a labelled section after the view's own content. It streams in (the page never
 * waits for it) and shows nothing at all while loading or when there is nothing to promote.
 */
export function Promotions({ promotions }: { promotions: Promise<PromotionModel[]> }) {
  return (
    <Suspense fallback={null}>
      <PromotionList promotions={promotions} />
    </Suspense>
  );
}
