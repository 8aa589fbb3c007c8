import * as firestore from 'firebase/firestore';
import { z } from 'zod/mini';
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
  it('is optional or nullable inside other schemas as the models write it', () => {
    const model = z.object({
      usedAt: z.optional(zDate),
      finishedAt: z.catch(z.nullable(zDate), null),
    });
    const at = new Date('2026-05-01T10:00:00Z');
    expect(model.parse({})).toEqual({ finishedAt: null });
    expect(model.parse({ usedAt: firestore.Timestamp.fromDate(at), finishedAt: 'not a date' })).toEqual({
      usedAt: at,
      finishedAt: null,
    });
    expect(model.safeParse({ usedAt: 'not a date' }).success).toBe(false);
  });
  it('drops undefined fields before writing', () => {
    expect(stripUndefined({ a: 1, b: undefined })).toEqual({ a: 1 });
  });
});
