// world-atlas is made for spherical rendering: a ring may step from longitude 180 to -180 (Fiji,
// Chukotka), which on a flat map is an edge across the whole world. Such rings are made continuous
// (longitudes past 180 are fine: geojson-vt wraps them). A ring that circles a pole (Antarctica) is
// left alone: its step across the world is the edge that closes it along the bottom of the map.

const acrossAntimeridian = (a, b) => Math.abs(a[0] - b[0]) > 180;

function unwrapRing(ring) {
  let shift = 0;
  const out = [ring[0]];
  for (let i = 1; i < ring.length; i++) {
    if (acrossAntimeridian(ring[i - 1], ring[i])) shift += ring[i - 1][0] > ring[i][0] ? 360 : -360;
    out.push([ring[i][0] + shift, ring[i][1]]);
  }
  return shift === 0 ? out : ring;
}

export function unwrapPolygons(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const unwrapped = polygons.map((polygon) => polygon.map(unwrapRing));
  return geometry.type === 'Polygon' ? { type: 'Polygon', coordinates: unwrapped[0] } : { type: 'MultiPolygon', coordinates: unwrapped };
}
