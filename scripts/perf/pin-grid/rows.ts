import type { PinRow } from '../../../src/features/pins/pin-table';

export const PIN_COUNT = 10_000;
const TYPES = ['standard', 'story', 'trail', 'information'];

/** The key of pin i, as scripts/perf/pin-list.ts seeds it: sorting by key keeps pin i at row i. */
export const pinKeyOf = (i: number) => `perf-pin-${String(i).padStart(5, '0')}`;

/**
 * The rows the pin list would hold for scripts/perf/pin-list.ts's 10,000 seeded pins (toRow of each), in key order
 * as Firestore returns them (by document id).
 */
export function syntheticPinRows(count = PIN_COUNT): PinRow[] {
  const rows: PinRow[] = [];
  for (let i = 0; i < count; i++)
    rows.push({
      pinKey: pinKeyOf(i),
      title: `Story point ${i}`,
      pinType: TYPES[i % TYPES.length]!,
      lat: 51 + (i % 100) / 1000,
      long: -2 - Math.floor(i / 100) / 1000,
      tags: i % 3 === 0 ? 'harbour, market' : 'street',
      order: String((i % 50) + 1),
      branch: `route-${Math.floor(i / 50)}`,
      qrPath: '',
    });
  return rows;
}
