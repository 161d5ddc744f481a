// The fontstacks the worker serves glyphs for (built from Noto Sans by scripts/basemap/glyphs). Map
// layers name these in text-font; the map island uses them for cluster counts too.
export const MAP_FONTS = { regular: 'Noto Sans Regular', bold: 'Noto Sans Bold' } as const;
