import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planSubscriberQuery } from '@storytelling/shared/subscriber-search';
import { queryOrder, SORT_FIELDS, type SubscriberFilter } from './model';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
const indexes = (
  JSON.parse(readFileSync(resolve(__dirname, '../../../firestore.indexes.json'), 'utf8')) as {
    indexes: { collectionGroup: string; fields: IndexField[] }[];
  }
).indexes.filter((i) => i.collectionGroup === 'subscribers');

/** Every filter and order the table can ask for. */
function* everyFilter(): Generator<SubscriberFilter> {
  for (const status of [undefined, 'subscribed'])
    for (const listId of [undefined, 'l1'])
      for (const search of [undefined, 'arc', 'a', 'a much longer search', 'ann@example.org'])
        for (const field of SORT_FIELDS)
          for (const direction of ['asc', 'desc'] as const)
            yield {
              organisationId: 'org1',
              ...(status ? { status } : {}),
              ...(listId ? { listId } : {}),
              ...(search ? { search } : {}),
              sort: { field, direction },
            };
}

/**
 * Production Firestore refuses a query without an index for it (the emulator does not), so each query the table
 * builds is checked against firestore.indexes.json here: equalities (and the list's array-contains) ordered by
 * record id are served by merging single-field indexes; any other order needs a composite index with those
 * fields first and the order last.
 */
describe('every query of the subscribers table has its index', () => {
  it.each([...everyFilter()].map((f) => [JSON.stringify(f), f] as const))('%s', (_name, f) => {
    const plan = planSubscriberQuery(f);
    const order = queryOrder(f);
    if (order.field === '__name__') return;
    expect(plan.token).toBeNull();
    const equal = plan.equals.map(([field]) => field).filter((field) => field !== order.field);
    const want = new Set([...equal, ...(plan.listId ? ['lists:CONTAINS'] : [])]);
    const last = `${order.field}:${order.direction === 'asc' ? 'ASCENDING' : 'DESCENDING'}`;
    const found = indexes.some((i) => {
      const keys = i.fields.map((x) => (x.arrayConfig ? `${x.fieldPath}:CONTAINS` : x.fieldPath));
      const tail = i.fields.at(-1)!;
      return (
        `${tail.fieldPath}:${tail.order}` === last &&
        keys.length === want.size + 1 &&
        keys.slice(0, -1).every((k) => want.has(k))
      );
    });
    expect(found, `an index on ${[...want].join(', ')} then ${last}`).toBe(true);
  });
});
