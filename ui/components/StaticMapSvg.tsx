import { textBox } from '../../core/map/static/labels';
import type { SceneItem, StaticMapScene } from '../../core/map/static/scene';
import { CREDIT_LINE, CREDIT_SIZE } from '../../core/map/static/sizes';

// The static map's markup (docs/decisions/031-static-maps.md): a standalone SVG document of the scene
// core/map/static drew. Shown through <img>, so it runs nothing and loads nothing: text uses the
// reader's own sans-serif, the map's Noto Sans first.

const FONT = "'Noto Sans', Arial, Helvetica, sans-serif";

function Item({ item }: { item: SceneItem }) {
  switch (item.kind) {
    case 'path':
      return item.fill ? (
        <path d={item.d} fill={item.fill} fillOpacity={item.fillOpacity} data-layer={item.layer} />
      ) : (
        <path
          d={item.d}
          fill="none"
          stroke={item.stroke}
          strokeWidth={item.strokeWidth}
          strokeOpacity={item.strokeOpacity}
          strokeDasharray={item.dash}
          strokeLinecap="round"
          strokeLinejoin="round"
          data-layer={item.layer}
        />
      );
    case 'circle':
      // maplibre draws circle strokes and icon halos outside the shape: a doubled stroke under the fill.
      return (
        <circle
          cx={item.x}
          cy={item.y}
          r={item.r}
          fill={item.fill}
          stroke={item.stroke}
          strokeWidth={item.strokeWidth ? item.strokeWidth * 2 : undefined}
          paintOrder="stroke"
          data-layer={item.layer}
        />
      );
    case 'icon': {
      // The halo under the shape, then the shape: an SDF icon's halo is drawn outside its edge.
      const halo = item.haloWidth / item.scale;
      const half = (item.size ?? 40) / 2;
      const turn = item.rotate ? ` rotate(${item.rotate})` : '';
      return (
        <g transform={`translate(${item.x} ${item.y})${turn} scale(${item.scale}) translate(-${half} -${half})`} strokeLinecap="round" strokeLinejoin="round" data-layer={item.layer}>
          {item.body ? <path d={item.body} fill={item.halo} stroke={item.halo} strokeWidth={2 * halo} /> : null}
          {item.strokes.map((line, index) => (
            <path key={`halo-${index}`} d={line.d} fill="none" stroke={item.halo} strokeWidth={line.width + 2 * halo} />
          ))}
          {item.body ? <path d={item.body} fill={item.fill} /> : null}
          {item.strokes.map((line, index) => (
            <path key={index} d={line.d} fill="none" stroke={item.fill} strokeWidth={line.width} />
          ))}
        </g>
      );
    }
    case 'sprite':
      return (
        <g transform={`translate(${item.x} ${item.y}) scale(${item.scale}) translate(${-item.width / 2} ${-item.height / 2})`} data-layer={item.layer}>
          {item.paths.map((path, index) => (
            <path key={index} d={path.d} fill={path.fill} />
          ))}
        </g>
      );
    case 'text':
      return (
        <text
          x={item.x}
          y={item.y}
          transform={item.rotate ? `rotate(${item.rotate} ${item.x} ${Math.round((item.y - item.size * 0.35) * 10) / 10})` : undefined}
          fontSize={item.size}
          fontWeight={item.bold ? 700 : undefined}
          letterSpacing={item.letterSpacing ? `${item.letterSpacing}em` : undefined}
          textAnchor={item.anchor}
          fill={item.color}
          stroke={item.halo && item.haloWidth ? item.halo : undefined}
          strokeWidth={item.halo && item.haloWidth ? item.haloWidth * 2 : undefined}
          strokeLinejoin="round"
          paintOrder="stroke"
          data-layer={item.layer}
        >
          {item.lines
            ? item.lines.map((line, index) => (
                <tspan key={index} x={item.x} dy={index === 0 ? undefined : `${item.lineHeight}em`}>
                  {line}
                </tspan>
              ))
            : item.text}
        </text>
      );
  }
}

const creditWidth = (text: string) => {
  const box = textBox({ x: 0, y: 0, text, size: CREDIT_SIZE, anchor: 'start' });
  return Math.ceil(box.right - box.left);
};

/**
 * The credits in as few lines as fit the picture, broken only between two credits: a card is narrower
 * than one line of them, and the data's licence asks for "© OpenStreetMap contributors" whole.
 */
function creditLines(attribution: string, room: number): string[] {
  const lines: string[] = [];
  for (const credit of attribution.split(' · ')) {
    const joined = lines.length > 0 ? `${lines[lines.length - 1]} · ${credit}` : credit;
    if (lines.length > 0 && creditWidth(joined) > room) lines.push(credit);
    else lines[Math.max(0, lines.length - 1)] = joined;
  }
  return lines;
}

/** `controlBand`: the pixels at the foot the credits stand above, the band of the control that starts the map (PictureFrame's `control`). */
export function StaticMapSvg({ scene, controlBand = 0 }: { scene: StaticMapScene; controlBand?: number | undefined }) {
  const { width, height } = scene;
  const lines = creditLines(scene.attribution, width - 8);
  const stripWidth = Math.max(...lines.map(creditWidth)) + 8;
  const raised = (lines.length - 1) * CREDIT_LINE;
  const bottom = height - controlBand;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`} fontFamily={FONT}>
      <rect width={width} height={height} fill={scene.background} />
      {scene.items.map((item, index) => (
        <Item key={index} item={item} />
      ))}
      <rect x={width - stripWidth} y={bottom - CREDIT_SIZE - 8 - raised} width={stripWidth} height={CREDIT_SIZE + 8 + raised} fill="#ffffff" fillOpacity={0.75} />
      <text x={width - 4} y={bottom - 6 - raised} fontSize={CREDIT_SIZE} textAnchor="end" fill="#333333" data-layer="attribution">
        {lines.length === 1
          ? lines[0]
          : lines.map((line, index) => (
              <tspan key={index} x={width - 4} dy={index === 0 ? undefined : CREDIT_LINE}>
                {line}
              </tspan>
            ))}
      </text>
    </svg>
  );
}
