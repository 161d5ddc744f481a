import { useText } from './text';

export interface DownloadUrls {
  geojson: string;
  gpx: string;
}

/** The map features as files (SPEC.md 2.6: GeoJSON or GPX), for a list or one entry. */
export function DownloadLinks({ downloads }: { downloads: DownloadUrls }) {
  const t = useText();
  return (
    <p className="map-slot__downloads">
      <a href={downloads.geojson} download>
        {t('map.downloadGeoJson')}
      </a>{' '}
      <a href={downloads.gpx} download>
        {t('map.downloadGpx')}
      </a>
    </p>
  );
}
