import { describe, expect, it } from 'vitest';
import { downloadPath } from './download-path';

describe('downloadPath', () => {
  it('names the page and format of a download', () => {
    expect(downloadPath('/trails/features.gpx')).toEqual({ pagePath: '/trails', format: 'gpx' });
    expect(downloadPath('/entries/falls-loop/e1/features.geojson')).toEqual({ pagePath: '/entries/falls-loop/e1', format: 'geojson' });
    expect(downloadPath('/features.gpx')).toEqual({ pagePath: '/', format: 'gpx' });
  });

  it('is null for any other path', () => {
    expect(downloadPath('/trails')).toBeNull();
    expect(downloadPath('/trails/features.kml')).toBeNull();
    expect(downloadPath('/trails/features.gpx/more')).toBeNull();
  });
});
