import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { WithId } from '../../../lib/converter';
import { env } from '../../../lib/env';
import { MAP_MARKER_LIMIT, type Pin } from '../model';

/** Markers are drawn as HTML, so no image files are fetched (Leaflet's default icons break under bundlers). */
const icon = (selected: boolean) =>
  L.divIcon({
    className: 'pin-marker',
    html: `<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:${
      selected ? '#d32f2f' : '#1976d2'
    };border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5)"></span>`,
    iconSize: [22, 22],
    iconAnchor: [11, 26],
  });
const ICONS = { normal: icon(false), selected: icon(true) };
const DEFAULT_VIEW = { center: [54.5, -3] as [number, number], zoom: 5 };

function ClickToAdd({ onAdd }: { onAdd: (lat: number, long: number) => void }) {
  useMapEvents({ click: (e) => onAdd(e.latlng.lat, L.Util.wrapNum(e.latlng.lng, [-180, 180], true)) });
  return null;
}

/** Fits the view to the project's pins when the project changes (not on every edit). */
function FitToPins({ projectId, pins }: { projectId: string; pins: readonly WithId<Pin>[] }) {
  const map = useMap();
  const hasPins = pins.length > 0;
  useEffect(() => {
    if (!hasPins) return;
    const bounds = L.latLngBounds(pins.map((p) => [p.location.geoPoint.lat, p.location.geoPoint.long]));
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: 16 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the project (or first load) changes
  }, [map, projectId, hasPins]);
  return null;
}

/** Reports the map's centre so the keyboard "add at centre" action knows where that is. */
function CentreReporter({ onCentre }: { onCentre: (c: { lat: number; long: number }) => void }) {
  const map = useMapEvents({
    moveend: () => onCentre({ lat: map.getCenter().lat, long: map.getCenter().lng }),
  });
  return null;
}

/**
 * The project's pins on a map, drawn without tiles when there are none (markers and lines are HTML and SVG).
 * Map View edits with it (onAdd, onMove); without those it only shows, e.g. a wander's route (`route`, a line
 * through [lat, long] points in walk order).
 */
export default function PinMap({
  projectId,
  pins,
  selected,
  onSelect,
  onAdd,
  onMove,
  onCentre,
  onTileError,
  route,
  label = "Map of the project's pins. Click to add a pin; drag a pin to move it.",
}: {
  projectId: string;
  pins: readonly WithId<Pin>[];
  selected: string | null;
  onSelect: (pinKey: string) => void;
  onAdd?: (lat: number, long: number) => void;
  onMove?: (pinKey: string, lat: number, long: number) => void;
  onCentre?: (c: { lat: number; long: number }) => void;
  onTileError?: () => void;
  route?: readonly [number, number][];
  label?: string;
}) {
  const shown = useMemo(() => pins.slice(0, MAP_MARKER_LIMIT), [pins]);
  const tiles = env.VITE_MAP_TILE_URL !== 'none';
  return (
    <MapContainer
      center={DEFAULT_VIEW.center}
      zoom={DEFAULT_VIEW.zoom}
      style={{ height: '100%', width: '100%', background: '#dfe6ec' }}
      aria-label={label}
    >
      {tiles && (
        <TileLayer
          url={env.VITE_MAP_TILE_URL}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          eventHandlers={{ tileerror: onTileError }}
        />
      )}
      {onAdd && <ClickToAdd onAdd={onAdd} />}
      {onCentre && <CentreReporter onCentre={onCentre} />}
      <FitToPins projectId={projectId} pins={pins} />
      {shown.map((pin) => (
        <Marker
          // Leaflet reads a marker's title once, so a renamed pin gets a new marker.
          key={`${pin.id}|${pin.title ?? ''}`}
          position={[pin.location.geoPoint.lat, pin.location.geoPoint.long]}
          icon={pin.pinKey === selected ? ICONS.selected : ICONS.normal}
          title={pin.title || pin.pinKey}
          alt={pin.title || pin.pinKey}
          draggable={Boolean(onMove)}
          eventHandlers={{
            click: () => onSelect(pin.pinKey),
            dragend: (e) => {
              const at = (e.target as L.Marker).getLatLng();
              onMove?.(pin.pinKey, at.lat, L.Util.wrapNum(at.lng, [-180, 180], true));
            },
          }}
        />
      ))}
      {route && route.length > 1 && (
        <Polyline positions={route as [number, number][]} pathOptions={{ color: '#d32f2f', weight: 4 }} />
      )}
    </MapContainer>
  );
}
