import { LinkButton } from './LinkButton';
import type { PromotionModel } from './models';
import { RichText } from './RichText';
import { useText } from './text';

/**
 * Promotions (docs/product/menus-and-layout.md#promotions): a labelled section after the view's own content. It shows 1000 ms after the page
 * (public/styles/nav.css) in room it holds from the first paint, and leaves nothing when there is
 * nothing to promote.
 */
export function Promotions({ promotions: items }: { promotions: PromotionModel[] }) {
  const t = useText();
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
