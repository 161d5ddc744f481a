/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: every bundler of this worker, wrangler's included, compiles its JSX as the worker project does.)
import type { ReactElement } from 'react';
import { dataUri } from '../core/encoding/bytes';
import { CARD_HEIGHT, CARD_PANEL, CARD_WIDTH, type ParsedCardModel } from '../core/share-card/card-model';

// The card's layout for satori: flexbox only, every box with more than one child `display: flex`,
// sizes in pixels of the 1200x630 card. Text on the left (site, kicker, title, facts), the picture
// panel on the right: the entry's static map, else its raster image, else a plain panel in the site's
// colours.

export const FONT_FAMILY = 'Noto Sans';
const PANEL_WIDTH = CARD_PANEL.width;
const PADDING = 56;

/** Long titles get smaller type so three lines hold them; longer ones still are cut with an ellipsis. */
function titleSize(title: string): number {
  if (title.length <= 28) return 68;
  if (title.length <= 56) return 56;
  return 44;
}

const MAX_TITLE_CHARS = 90;

function clippedTitle(title: string): string {
  return title.length <= MAX_TITLE_CHARS ? title : `${title.slice(0, MAX_TITLE_CHARS - 1).trimEnd()}…`;
}

/** What the picture panel shows: the map first, then the image; undefined for the plain panel. */
function panelPicture(model: Pick<ParsedCardModel, 'mapSvg' | 'image'>): string | undefined {
  if (model.mapSvg) return dataUri('image/svg+xml', new TextEncoder().encode(model.mapSvg));
  return model.image;
}

/** The map's data credits along its foot, over the map's own (which the rasteriser cannot letter), wrapped when long. */
function MapCredit({ credit }: { credit: string }) {
  return (
    <div
      style={{
        position: 'absolute',
        left: 0,
        bottom: 0,
        width: PANEL_WIDTH,
        display: 'flex',
        justifyContent: 'flex-end',
        padding: '4px 10px',
        fontSize: 14,
        lineHeight: 1.3,
        textAlign: 'right',
        color: '#333333',
        backgroundColor: 'rgba(255, 255, 255, 0.8)',
      }}
    >
      {credit}
    </div>
  );
}

function Panel({ model }: { model: ParsedCardModel }) {
  const picture = panelPicture(model);
  const box = { width: PANEL_WIDTH, height: CARD_HEIGHT, display: 'flex' } as const;
  if (picture) {
    return (
      <div style={{ ...box, position: 'relative', backgroundColor: model.theme.primary }}>
        <img src={picture} width={PANEL_WIDTH} height={CARD_HEIGHT} style={{ objectFit: 'cover' }} />
        {model.mapSvg && model.mapCredit ? <MapCredit credit={model.mapCredit} /> : null}
      </div>
    );
  }
  // The plain panel: the site's colours, its logo large when it has one.
  return (
    <div style={{ ...box, backgroundColor: model.theme.primary, alignItems: 'center', justifyContent: 'center', borderLeft: `16px solid ${model.theme.accent}` }}>
      {model.site.logo ? <img src={model.site.logo} width={220} height={220} style={{ objectFit: 'contain' }} /> : null}
    </div>
  );
}

function Facts({ model }: { model: ParsedCardModel }) {
  if (model.facts.length === 0) {
    return model.subtitle ? <div style={{ display: 'flex', fontSize: 28, lineHeight: 1.35, opacity: 0.85 }}>{model.subtitle}</div> : null;
  }
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap' }}>
      {model.facts.map((fact) => (
        <div key={fact.label} style={{ display: 'flex', flexDirection: 'column', marginRight: 40, marginTop: 12 }}>
          <div style={{ display: 'flex', fontSize: 22, opacity: 0.75 }}>{fact.label}</div>
          <div style={{ display: 'flex', fontSize: 32, fontWeight: 700 }}>{fact.value}</div>
        </div>
      ))}
    </div>
  );
}

/** The whole card as satori's input. */
export function CardLayout({ model }: { model: ParsedCardModel }): ReactElement {
  const title = clippedTitle(model.title);
  return (
    <div lang={model.locale} style={{ width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', backgroundColor: model.theme.background, color: model.theme.text, fontFamily: FONT_FAMILY }}>
      <div
        style={{
          width: CARD_WIDTH - PANEL_WIDTH,
          height: CARD_HEIGHT,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: PADDING,
          borderTop: `12px solid ${model.theme.primary}`,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          {model.site.logo ? <img src={model.site.logo} width={56} height={56} style={{ marginRight: 18, objectFit: 'contain' }} /> : null}
          <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, color: model.theme.primary }}>{model.site.name}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          {model.kicker ? (
            <div style={{ display: 'flex', fontSize: 26, fontWeight: 700, color: model.theme.accent, textTransform: 'uppercase', letterSpacing: 1, marginBottom: 8 }}>{model.kicker}</div>
          ) : null}
          <div style={{ display: 'flex', fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        </div>
        <Facts model={model} />
      </div>
      <Panel model={model} />
    </div>
  );
}
