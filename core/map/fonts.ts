// The fontstacks the worker serves glyphs for (built from Noto Sans by scripts/basemap/glyphs): the
// faces the @protomaps/basemaps flavours name in text-font (regular, medium for larger places, italic
// for water), and bold for the map island's cluster counts and the features' labels.
export const MAP_FONTS = { regular: 'Noto Sans Regular', medium: 'Noto Sans Medium', bold: 'Noto Sans Bold', italic: 'Noto Sans Italic' } as const;
