import * as firestore from 'firebase/firestore';
import { z } from 'zod';
import { parseDocument, stripUndefined, zDate } from './converter';

describe('converter helpers', () => {
  const schema = z.object({ name: z.string(), at: zDate });

  it('turns Firestore Timestamps into Dates', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    expect(parseDocument(schema, 'X/1', { name: 'a', at: firestore.Timestamp.fromDate(at) }).at).toEqual(at);
  });
  it('reports a document that fails its schema with its path', () => {
    expect(() => parseDocument(schema, 'Projects/p1', { name: 3 })).toThrowError(/unexpected/);
    try {
      parseDocument(schema, 'Projects/p1', { name: 3 });
    } catch (error) {
      expect((error as { detail: string }).detail).toContain('Projects/p1');
    }
  });
  it('reads the Dates and ISO strings older data holds, and refuses what is not a date', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    expect(parseDocument(schema, 'X/1', { name: 'a', at }).at).toEqual(at);
    expect(parseDocument(schema, 'X/1', { name: 'a', at: at.toISOString() }).at).toEqual(at);
    expect(() => parseDocument(schema, 'X/1', { name: 'a', at: 'soon' })).toThrowError(/unexpected/);
    expect(() => parseDocument(schema, 'X/1', { name: 'a', at: true })).toThrowError(/unexpected/);
  });
  // zDate is a zod/mini schema inside classic ones: optional and nullable are written as functions.
  it('is optional or nullable inside classic schemas as the models write it', () => {
    const classic = z.object({
      usedAt: z.optional(zDate),
      finishedAt: z.nullable(zDate).catch(null),
    });
    const at = new Date('2026-05-01T10:00:00Z');
    expect(classic.parse({})).toEqual({ finishedAt: null });
    expect(classic.parse({ usedAt: firestore.Timestamp.fromDate(at), finishedAt: 'not a date' })).toEqual({
      usedAt: at,
      finishedAt: null,
    });
    expect(classic.safeParse({ usedAt: 'not a date' }).success).toBe(false);
  });
  it('drops undefined fields before writing', () => {
    expect(stripUndefined({ a: 1, b: undefined })).toEqual({ a: 1 });
  });
});
