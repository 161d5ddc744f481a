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
    <section className="promotions deferred" aria-labelledby="promotions-heading" data-slot="promotions">
      <h2 id="promotions-heading">{t('detail.promotions')}</h2>
      <ul className="cards promotions__list">
        {items.map((promotion) => (
          <li key={promotion.id} className="promotion">
            <article className="card">
              {promotion.image ? <img className="card__image" src={promotion.image.url} alt="" width={640} height={427} loading="lazy" decoding="async" /> : null}
              <div className="card-body">
                <h3 className="card__title">{promotion.title}</h3>
                <RichText html={promotion.description} className="card__excerpt" />
                <LinkButton link={promotion.link} about={promotion.title} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * SPEC 9 promotions: a labelled section after the view's own content. It streams in (the page never
 * waits for it) into a slot of its size, shows 1000 ms later (public/styles/nav.css), and leaves
 * nothing when there is nothing to promote.
 */
export function Promotions({ promotions }: { promotions: Promise<PromotionModel[]> }) {
  return (
    // The slot keeps the section's room while it streams in (CLS, issue 12).
    <Suspense fallback={<div className="promotions-slot" aria-hidden="true" />}>
      <PromotionList promotions={promotions} />
    </Suspense>
  );
}
