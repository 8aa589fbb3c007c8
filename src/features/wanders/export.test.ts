// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { exportFileName, wanderGeoJson, wanderGpx, type ExportStop } from './export';

const stops: ExportStop[] = [
  { pinKey: 'p1', name: 'Lifeboat station', point: { lat: 54.4871, long: -0.6132 } },
  { pinKey: 'p2', name: 'Fish & chips <steps>', point: { lat: 54.4862, long: -0.6148 } },
  { pinKey: 'p3', name: 'Swing bridge', point: { lat: 54.4845, long: -0.6155 } },
];

describe('GPX 1.1', () => {
  const doc = new DOMParser().parseFromString(wanderGpx('Harbour "walk"', stops), 'application/xml');
  it('is well-formed GPX 1.1 in its namespace', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('version')).toBe('1.1');
    expect(doc.documentElement.namespaceURI).toBe('http://www.topografix.com/GPX/1/1');
  });
  it('has one named waypoint per pin and one track whose points are the pins in order', () => {
    const names = (tag: string) =>
      [...doc.getElementsByTagName(tag)].map((e) => e.getElementsByTagName('name')[0]?.textContent);
    expect(names('wpt')).toEqual(['Lifeboat station', 'Fish & chips <steps>', 'Swing bridge']);
    expect(doc.getElementsByTagName('trk')).toHaveLength(1);
    expect(doc.getElementsByTagName('trkseg')).toHaveLength(1);
    const trkpts = [...doc.getElementsByTagName('trkpt')];
    expect(trkpts.map((p) => [p.getAttribute('lat'), p.getAttribute('lon')])).toEqual([
      ['54.4871', '-0.6132'],
      ['54.4862', '-0.6148'],
      ['54.4845', '-0.6155'],
    ]);
    expect(names('trkpt')).toEqual(names('wpt'));
    expect(doc.querySelector('metadata > name')?.textContent).toBe('Harbour "walk"');
  });
});

describe('GeoJSON', () => {
  it('is a FeatureCollection: the walk as a LineString, then each pin as a Point, [long, lat]', () => {
    const fc = wanderGeoJson('Harbour walk', stops, 338.2);
    expect(fc.type).toBe('FeatureCollection');
    const [line, ...points] = fc.features;
    expect(line?.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [-0.6132, 54.4871],
        [-0.6148, 54.4862],
        [-0.6155, 54.4845],
      ],
    });
    expect(line?.properties).toEqual({ name: 'Harbour walk', lengthMetres: 338 });
    expect(points.map((p) => [p.geometry.type, p.properties])).toEqual([
      ['Point', { name: 'Lifeboat station', pinKey: 'p1', order: 1 }],
      ['Point', { name: 'Fish & chips <steps>', pinKey: 'p2', order: 2 }],
      ['Point', { name: 'Swing bridge', pinKey: 'p3', order: 3 }],
    ]);
  });
});

describe('file names', () => {
  it('keep letters and digits only', () => {
    expect(exportFileName('Harbour Walk: 1953!', 'gpx')).toBe('harbour-walk-1953.gpx');
    expect(exportFileName('***', 'geojson')).toBe('wander.geojson');
  });
});
