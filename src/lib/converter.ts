import type * as firestore from 'firebase/firestore';
import type { $ZodType } from 'zod/v4/core';
import { z } from 'zod/mini';
import { AppError } from './errors';

/**
 * Firestore Timestamps (and the Dates or ISO strings older data may hold) become Dates inside schemas. A Timestamp
 * is recognised by its toDate(), not by class, so that schemas do not pull the streaming Firestore SDK into every
 * page that parses a document, and Timestamps of the lite SDK (the feedback form's send) convert too.
 */
export const zDate = z.pipe(
  z.transform((value: unknown) => {
    if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
      return (value as { toDate: () => Date }).toDate();
    }
    if (typeof value === 'string' || typeof value === 'number') return new Date(value);
    return value;
  }),
  z.date(),
);

export type WithId<T> = T & { id: string };

/** A document that fails its schema is reported with its path, never cast silently. */
export function parseDocument<T>(schema: $ZodType<T>, path: string, data: unknown): T {
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) {
    throw new AppError('An unexpected error occurred', `${path}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** One typed converter per collection, built from its zod schema. */
export function converterFor<T extends object>(
  schema: $ZodType<T>,
): firestore.FirestoreDataConverter<WithId<T>, object> {
  return {
    toFirestore: (value) => {
      const { id: _id, ...data } = value as WithId<T>;
      return stripUndefined(data);
    },
    fromFirestore: (snap: firestore.QueryDocumentSnapshot) => ({
      ...parseDocument(schema, snap.ref.path, snap.data()),
      id: snap.id,
    }),
  };
}

/** Firestore rejects `undefined`; optional fields left unset are simply not written. */
export function stripUndefined<T extends object>(data: T): T {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as T;
}
