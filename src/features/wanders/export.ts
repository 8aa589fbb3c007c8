import type { GeoPoint } from './model';

/** A pin of the wander as exported: its name and position, in walk order. */
export interface ExportStop {
  pinKey: string;
  name: string;
  point: GeoPoint;
}

const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const at = (p: GeoPoint) => `lat="${p.lat}" lon="${p.long}"`;

/**
 * GPX 1.1 (https://www.topografix.com/GPX/1/1/): each pin as a named waypoint (wpt), and the walk as one track
 * (trk/trkseg) whose points (trkpt) are the pins in order, named too, so apps that show only tracks keep names.
 */
export function wanderGpx(title: string, stops: readonly ExportStop[]): string {
  const name = xml(title);
  const wpts = stops.map((s) => `  <wpt ${at(s.point)}><name>${xml(s.name)}</name></wpt>`);
  const trkpts = stops.map((s) => `      <trkpt ${at(s.point)}><name>${xml(s.name)}</name></trkpt>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Storytelling Admin" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${name}</name></metadata>`,
    ...wpts,
    `  <trk>`,
    `    <name>${name}</name>`,
    '    <trkseg>',
    ...trkpts,
    '    </trkseg>',
    '  </trk>',
    '</gpx>',
    '',
  ].join('\n');
}

/**
 * GeoJSON (RFC 7946): a FeatureCollection of the walk as a LineString and each pin as a Point, positions as
 * [longitude, latitude] as the RFC orders them.
 */
export function wanderGeoJson(title: string, stops: readonly ExportStop[], lengthMetres: number) {
  const position = (p: GeoPoint) => [p.long, p.lat];
  return {
    type: 'FeatureCollection' as const,
    features: [
      {
        type: 'Feature' as const,
        properties: { name: title, lengthMetres: Math.round(lengthMetres) },
        geometry: { type: 'LineString' as const, coordinates: stops.map((s) => position(s.point)) },
      },
      ...stops.map((s, i) => ({
        type: 'Feature' as const,
        properties: { name: s.name, pinKey: s.pinKey, order: i + 1 },
        geometry: { type: 'Point' as const, coordinates: position(s.point) },
      })),
    ],
  };
}

/** A file name from the title: letters, digits and dashes only. */
export function exportFileName(title: string, extension: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'wander'}.${extension}`;
}
