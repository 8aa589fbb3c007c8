import { describe, expect, it } from 'vitest';
import { readBulkRequest } from './subscriber-bulk';

describe('readBulkRequest: what a bulk request may ask', () => {
  const ok = {
    jobId: 'job-1',
    filter: { status: 'subscribed', search: 'archer' },
    operation: { kind: 'erase' },
  };
  it('takes a filter of its own organisation and one of the four operations', () => {
    expect(readBulkRequest('org1', ok)).toEqual({
      ok: true,
      jobId: 'job-1',
      filter: { status: 'subscribed', search: 'archer' },
      operation: { kind: 'erase' },
    });
    expect(
      readBulkRequest('org1', {
        ...ok,
        filter: { organisationId: 'org1' },
        operation: { kind: 'addToList', listId: 'l1' },
      }),
    ).toMatchObject({ ok: true, operation: { kind: 'addToList', listId: 'l1', startAutomations: false } });
  });
  it.each([
    ['a filter naming another organisation', { ...ok, filter: { organisationId: 'org2' } }],
    ['an unknown filter field', { ...ok, filter: { organisationId: 'org1', 'lists.x': 1 } }],
    ['an unknown status', { ...ok, filter: { status: 'vip' } }],
    ['an unknown operation', { ...ok, operation: { kind: 'unsubscribeEveryone' } }],
    ['a list operation without a list', { ...ok, operation: { kind: 'removeFromList' } }],
    ['no job id', { ...ok, jobId: undefined }],
    ['a job id with a path in it', { ...ok, jobId: 'a/b' }],
    ['no filter', { ...ok, filter: undefined }],
  ])('refuses %s', (_what, body) => {
    expect(readBulkRequest('org1', body).ok).toBe(false);
  });
});
