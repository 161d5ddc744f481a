import { CardList } from '../components/EntryCard';
import { EntryImage } from '../components/EntryImage';
import type { CardModel, ImageModel, PromotionModel, SafeHtml } from '../components/models';
import { Promotions } from '../components/Promotions';
import { RichText } from '../components/RichText';

interface HomeSectionModel {
  id: string;
  title: string;
  intro?: SafeHtml;
  cards: CardModel[];
  link?: { href: string; label: string };
}

export interface HomeViewProps {
  title: string;
  image?: ImageModel;
  intro?: SafeHtml;
  description?: SafeHtml;
  featured: CardModel[];
  sections: HomeSectionModel[];
  promotions?: PromotionModel[];
}

export function HomeView({ title, image, intro, description, featured, sections, promotions }: HomeViewProps) {
  return (
    <div className="view view--home">
      <header className="home__hero">
        <h1>{title}</h1>
        <RichText html={intro} className="home__intro" />
        {image ? <EntryImage image={image} variant="figure" /> : null}
      </header>
      <RichText html={description} />
      {featured.length > 0 ? (
        <div className="home__featured">
          <CardList cards={featured} headingLevel={2} announceEmpty={false} />
        </div>
      ) : null}
      {sections.map((section) => (
        <section key={section.id} className="home__section" aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`}>{section.title}</h2>
          <RichText html={section.intro} />
          <CardList cards={section.cards} headingLevel={3} announceEmpty={false} />
          {section.link ? (
            <p>
              <a href={section.link.href}>{section.link.label}</a>
            </p>
          ) : null}
        </section>
      ))}
      {promotions ? <Promotions promotions={promotions} /> : null}
    </div>
  );
}
