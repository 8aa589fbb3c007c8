import { Timestamp } from 'firebase/firestore';
import { z } from 'zod';
import { parseDocument, stripUndefined, zDate } from './converter';

describe('converter helpers', () => {
  const schema = z.object({ name: z.string(), at: zDate });

  it('turns Firestore Timestamps into Dates', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    expect(parseDocument(schema, 'X/1', { name: 'a', at: Timestamp.fromDate(at) }).at).toEqual(at);
  });
  it('reports a document that fails its schema with its path', () => {
    expect(() => parseDocument(schema, 'Projects/p1', { name: 3 })).toThrowError(/unexpected/);
    try {
      parseDocument(schema, 'Projects/p1', { name: 3 });
    } catch (error) {
      expect((error as { detail: string }).detail).toContain('Projects/p1');
    }
  });
  it('drops undefined fields before writing', () => {
    expect(stripUndefined({ a: 1, b: undefined })).toEqual({ a: 1 });
  });
});
