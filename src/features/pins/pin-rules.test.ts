import { describe, expect, it } from 'vitest';
import { validatePinForm } from './pin-form';
import { branchesOf, moveItem, numberBranch, pinOrderWrites } from './pin-order';
import { filterRows, sortRows, toCsv, toRow, visibleWindow, type PinRow } from './pin-table';
import type { Pin } from './model';

const pin = (pinKey: string, extra: Partial<Pin> = {}): Pin => ({
  pinKey,
  project: 'p',
  pinType: 'standard',
  location: { geoPoint: { lat: 51, long: -1 } },
  tags: { locationTags: [] },
  ...extra,
});

describe('pin order', () => {
  it('skips entries lacking a key or an order', () => {
    const writes = pinOrderWrites([
      { pinKey: 'a', id: 1, branch: 'main' },
      { pinKey: '', id: 2, branch: 'main' },
      { pinKey: '  ', id: 2 },
      { pinKey: 'b', id: null },
      { pinKey: 'c', id: '' },
      { id: 3 },
      { pinKey: 'd', id: 0, branch: 'B' },
    ]);
    expect(writes).toEqual([
      { pinKey: 'a', pinOrder: { id: 1, branch: 'main' } },
      { pinKey: 'd', pinOrder: { id: 0, branch: 'B' } },
    ]);
  });
  it('groups pins into branches in order and keeps unordered pins', () => {
    const { branches, unordered } = branchesOf([
      pin('x', { pinOrder: { id: 2, branch: 'B2' } }),
      pin('y', { pinOrder: { id: 1, branch: 'B2' } }),
      pin('z', { pinOrder: { id: 1, branch: 'B10' } }),
      pin('w'),
    ]);
    expect(branches.map((b) => [b.name, b.pins.map((p) => p.pinKey)])).toEqual([
      ['B2', ['y', 'x']],
      ['B10', ['z']],
    ]);
    expect(unordered.map((p) => p.pinKey)).toEqual(['w']);
  });
  it('moves an item and ignores moves out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });
  it('numbers a branch from 1', () => {
    expect(pinOrderWrites(numberBranch('main', ['q', 'r']))).toEqual([
      { pinKey: 'q', pinOrder: { id: 1, branch: 'main' } },
      { pinKey: 'r', pinOrder: { id: 2, branch: 'main' } },
    ]);
  });
});

describe('pin table', () => {
  const rows: PinRow[] = [
    toRow(pin('pin-10', { title: 'Quay', location: { geoPoint: { lat: 50, long: -4 } } })),
    toRow(pin('pin-2', { title: 'Church', pinType: 'story', tags: { locationTags: ['old', 'stone'] } })),
    toRow(pin('pin-1', { title: 'Mill', pinOrder: { id: 1, branch: 'A' } })),
  ];
  it('sorts text naturally and numbers numerically, both ways', () => {
    expect(sortRows(rows, 'pinKey', 'asc').map((r) => r.pinKey)).toEqual(['pin-1', 'pin-2', 'pin-10']);
    expect(sortRows(rows, 'pinKey', 'desc').map((r) => r.pinKey)).toEqual(['pin-10', 'pin-2', 'pin-1']);
    expect(sortRows(rows, 'lat', 'asc')[0]?.pinKey).toBe('pin-10');
  });
  it('filters by every word and by type', () => {
    expect(filterRows(rows, 'STONE church', null).map((r) => r.pinKey)).toEqual(['pin-2']);
    expect(filterRows(rows, '', 'story').map((r) => r.pinKey)).toEqual(['pin-2']);
    expect(filterRows(rows, 'mill', 'story')).toEqual([]);
    expect(filterRows(rows, '  ', null)).toHaveLength(3);
  });
  it('exports CSV with quoting and without runnable formulas', () => {
    const csv = toCsv([
      { ...rows[0]!, title: 'Say "hi", then' },
      { ...rows[1]!, title: '=HYPERLINK("x")', long: -0.5 },
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('pinKey,title,pinType,lat,long,tags,order,branch,qrPath');
    expect(lines[1]).toBe('pin-10,"Say ""hi"", then",standard,50,-4,,,,');
    expect(lines[2]).toBe(`pin-2,"'=HYPERLINK(""x"")",story,51,-0.5,"old, stone",,,`);
    expect(lines[3]).toBe('');
  });
  it('windows a long list to the visible rows plus overscan', () => {
    expect(visibleWindow(0, 400, 40, 10_000)).toEqual({ start: 0, end: 20 });
    expect(visibleWindow(4000, 400, 40, 10_000)).toEqual({ start: 90, end: 120 });
    expect(visibleWindow(400_000, 400, 40, 10_000)).toEqual({ start: 9990, end: 10_000 });
  });
});

describe('pin form', () => {
  const form = {
    title: 'Mill',
    pinType: 'standard',
    lat: '51.5',
    long: '-0.12',
    tags: 'a, b, a,',
    collectionLogic: '',
  };
  it('accepts valid values and cleans tags', () => {
    expect(validatePinForm(form)).toEqual({
      values: {
        title: 'Mill',
        pinType: 'standard',
        lat: 51.5,
        long: -0.12,
        locationTags: ['a', 'b'],
        collectionLogic: null,
      },
    });
  });
  it('refuses coordinates out of range and bad collection logic with a message per field', () => {
    const result = validatePinForm({ ...form, lat: '91', long: 'east', collectionLogic: '[1]' });
    expect(result).toEqual({
      errors: {
        lat: 'Latitude must be between -90 and 90',
        long: 'Longitude must be a number',
        collectionLogic: 'Collection logic must be a JSON object, like {"radius": 25}',
      },
    });
    expect(validatePinForm({ ...form, lat: '', collectionLogic: '{' })).toEqual({
      errors: { lat: 'Latitude is required', collectionLogic: 'Collection logic is not valid JSON' },
    });
  });
  it('keeps a collection logic object', () => {
    const result = validatePinForm({ ...form, collectionLogic: '{"radius": 25}' });
    expect('values' in result && result.values.collectionLogic).toEqual({ radius: 25 });
  });
});
