import {
  countRest,
  decodeFields,
  decodeValue,
  DOCUMENT_ID,
  encodeValue,
  getDocumentRest,
  PERMISSION_DENIED,
  runQueryRest,
  setFirestoreRestForTests,
  structuredQuery,
  UNAVAILABLE,
  type RestValue,
} from './firestore-rest';

const target = { origin: 'http://firestore.test', projectId: 'p1', apiKey: 'k1' };
const root = 'projects/p1/databases/(default)/documents';

describe('decoding Firestore’s typed JSON values', () => {
  it('gives every scalar as the schemas read it', () => {
    expect(decodeValue({ nullValue: null })).toBeNull();
    expect(decodeValue({ booleanValue: false })).toBe(false);
    expect(decodeValue({ integerValue: '42' })).toBe(42);
    expect(decodeValue({ integerValue: '-7' })).toBe(-7);
    expect(decodeValue({ doubleValue: 2.5 })).toBe(2.5);
    expect(decodeValue({ doubleValue: 'NaN' })).toBeNaN();
    expect(decodeValue({ doubleValue: 'Infinity' })).toBe(Infinity);
    expect(decodeValue({ stringValue: 'River' })).toBe('River');
    expect(decodeValue({ stringValue: '' })).toBe('');
  });

  it('turns a timestamp into a Date to the millisecond, as Timestamp.toDate() does', () => {
    const at = decodeValue({ timestampValue: '2026-05-01T10:00:00.123456Z' });
    expect(at).toBeInstanceOf(Date);
    expect((at as Date).toISOString()).toBe('2026-05-01T10:00:00.123Z');
  });

  it('gives a geopoint’s coordinates, zero included (left out of the JSON), and a reference’s path', () => {
    expect(decodeValue({ geoPointValue: { latitude: 51.5, longitude: -0.1 } })).toEqual({
      latitude: 51.5,
      longitude: -0.1,
    });
    expect(decodeValue({ geoPointValue: { latitude: 12 } })).toEqual({ latitude: 12, longitude: 0 });
    expect(decodeValue({ referenceValue: `${root}/Users/u1` }, root)).toBe('Users/u1');
  });

  it('decodes maps and arrays all the way down, empty ones included', () => {
    const fields: Record<string, RestValue> = {
      settings: {
        mapValue: {
          fields: {
            requireApproval: { booleanValue: true },
            tags: { arrayValue: { values: [{ stringValue: 'a' }] } },
          },
        },
      },
      rows: {
        arrayValue: {
          values: [
            { mapValue: { fields: { n: { integerValue: '1' } } } },
            { timestampValue: '2026-01-02T00:00:00Z' },
          ],
        },
      },
      none: { arrayValue: {} },
      empty: { mapValue: {} },
    };
    expect(decodeFields(fields)).toEqual({
      settings: { requireApproval: true, tags: ['a'] },
      rows: [{ n: 1 }, new Date('2026-01-02T00:00:00Z')],
      none: [],
      empty: {},
    });
  });

  it('refuses a value it does not know instead of guessing', () => {
    expect(() => decodeValue({ vectorValue: {} } as unknown as RestValue)).toThrow(/Unknown Firestore value/);
  });
});

describe('encoding filter and cursor values', () => {
  it('types numbers as the SDK does: integers as integerValue, others as doubleValue', () => {
    expect(encodeValue(3)).toEqual({ integerValue: '3' });
    expect(encodeValue(3.5)).toEqual({ doubleValue: 3.5 });
    expect(encodeValue(-0)).toEqual({ doubleValue: -0 });
    expect(encodeValue('2026-05-01')).toEqual({ stringValue: '2026-05-01' });
    expect(encodeValue(true)).toEqual({ booleanValue: true });
    expect(encodeValue(null)).toEqual({ nullValue: null });
    expect(encodeValue(new Date('2026-05-01T00:00:00Z'))).toEqual({
      timestampValue: '2026-05-01T00:00:00.000Z',
    });
  });
});

describe('the runQuery body', () => {
  it('builds the public workshop page: a filter, orderBy date then id, a cursor just after, a limit', () => {
    expect(
      structuredQuery(
        'publicWorkshops',
        {
          where: [['date', '>=', '2026-05-01']],
          orderBy: ['date', DOCUMENT_ID],
          startAfter: ['2026-06-01', 'w7'],
          limit: 100,
        },
        target,
      ),
    ).toEqual({
      from: [{ collectionId: 'publicWorkshops' }],
      where: {
        fieldFilter: {
          field: { fieldPath: 'date' },
          op: 'GREATER_THAN_OR_EQUAL',
          value: { stringValue: '2026-05-01' },
        },
      },
      orderBy: [
        { field: { fieldPath: 'date' }, direction: 'ASCENDING' },
        { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
      ],
      startAt: {
        values: [{ stringValue: '2026-06-01' }, { referenceValue: `${root}/publicWorkshops/w7` }],
        before: false,
      },
      limit: 100,
    });
  });

  it('joins several filters with AND, orders descending on request, quotes odd field names', () => {
    const body = structuredQuery(
      'Things',
      {
        where: [
          ['status', '==', 'published'],
          ['meta.my-field', '<', 3],
        ],
        orderBy: [['createdAt', 'desc']],
      },
      target,
    );
    expect(body.where).toEqual({
      compositeFilter: {
        op: 'AND',
        filters: [
          {
            fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'published' } },
          },
          {
            fieldFilter: {
              field: { fieldPath: 'meta.`my-field`' },
              op: 'LESS_THAN',
              value: { integerValue: '3' },
            },
          },
        ],
      },
    });
    expect(body.orderBy).toEqual([{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }]);
    expect(body).not.toHaveProperty('startAt');
    expect(body).not.toHaveProperty('limit');
  });
});

describe('requests and their errors', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setFirestoreRestForTests(target);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    setFirestoreRestForTests(null);
  });
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('reads one document signed out, with the API key, and gives its id, path and fields', async () => {
    fetchMock.mockResolvedValue(
      json(200, { name: `${root}/accessCodes/RIVER25K`, fields: { role: { stringValue: 'participant' } } }),
    );
    await expect(getDocumentRest('accessCodes/RIVER25K')).resolves.toEqual({
      id: 'RIVER25K',
      path: 'accessCodes/RIVER25K',
      data: { role: 'participant' },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`http://firestore.test/v1/${root}/accessCodes/RIVER25K?key=k1`);
    expect(init?.headers).toBeUndefined();
  });

  it('gives null for a missing document, and refuses a path that is not a document’s', async () => {
    fetchMock.mockResolvedValue(json(404, { error: { code: 404, status: 'NOT_FOUND' } }));
    await expect(getDocumentRest('invites/nope')).resolves.toBeNull();
    await expect(getDocumentRest('invites/')).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('a refused read is “permission-denied” with the SDK’s words; other failures are “unavailable”', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { error: { code: 403, message: 'false for get @ L3' } }));
    await expect(getDocumentRest('Projects/p')).rejects.toMatchObject({
      code: 'permission-denied',
      message: PERMISSION_DENIED,
    });
    fetchMock.mockResolvedValueOnce(json(503, { error: { code: 503 } }));
    await expect(getDocumentRest('Projects/p')).rejects.toMatchObject({
      code: 'unavailable',
      message: UNAVAILABLE,
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(runQueryRest('publicWorkshops', {})).rejects.toMatchObject({
      code: 'unavailable',
      message: UNAVAILABLE,
      detail: 'TypeError: Failed to fetch',
    });
  });

  it('runs a query as a simple POST and keeps only the rows that hold a document, in order', async () => {
    fetchMock.mockResolvedValue(
      json(200, [
        {
          document: { name: `${root}/publicWorkshops/b`, fields: { n: { integerValue: '2' } } },
          readTime: 'x',
        },
        { document: { name: `${root}/publicWorkshops/a`, fields: {} }, readTime: 'x' },
        { readTime: 'x' },
      ]),
    );
    const docs = await runQueryRest('publicWorkshops', { limit: 2 });
    expect(docs.map((d) => [d.id, d.data])).toEqual([
      ['b', { n: 2 }],
      ['a', {}],
    ]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`http://firestore.test/v1/${root}:runQuery?key=k1`);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'text/plain' });
    expect(JSON.parse(String(init?.body))).toEqual({
      structuredQuery: { from: [{ collectionId: 'publicWorkshops' }], limit: 2 },
    });
  });

  const asSomeone = { target, headers: { Authorization: 'Bearer t0k' } };

  it('reads as a signed-in person with their token, never taking the signed-out early answer', async () => {
    fetchMock.mockResolvedValue(json(200, { name: `${root}/Users/u1`, fields: {} }));
    await expect(getDocumentRest('Users/u1', asSomeone)).resolves.toMatchObject({ id: 'u1' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.headers).toEqual({ Authorization: 'Bearer t0k' });
  });

  it('queries a subcollection from its parent document, cursor on the id included', async () => {
    fetchMock.mockResolvedValue(
      json(200, [{ document: { name: `${root}/Organisations/o1/members/m1`, fields: {} }, readTime: 'x' }]),
    );
    const docs = await runQueryRest(
      'Organisations/o1/members',
      { orderBy: [DOCUMENT_ID], startAfter: ['m0'], limit: 5 },
      asSomeone,
    );
    expect(docs).toEqual([{ id: 'm1', path: 'Organisations/o1/members/m1', data: {} }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`http://firestore.test/v1/${root}/Organisations/o1:runQuery?key=k1`);
    expect(init?.headers).toEqual({ 'Content-Type': 'text/plain', Authorization: 'Bearer t0k' });
    const body = JSON.parse(String(init?.body));
    expect(body.structuredQuery.from).toEqual([{ collectionId: 'members' }]);
    expect(body.structuredQuery.startAt.values).toEqual([
      { referenceValue: `${root}/Organisations/o1/members/m0` },
    ]);
    await expect(runQueryRest('Organisations/o1', {}, asSomeone)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('counts on the server: one aggregation, its number, zero when the answer holds none', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, [{ result: { aggregateFields: { count: { integerValue: '7' } } }, readTime: 'x' }]),
    );
    await expect(
      countRest('joinRequests', { where: [['status', '==', 'pending']] }, asSomeone),
    ).resolves.toBe(7);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`http://firestore.test/v1/${root}:runAggregationQuery?key=k1`);
    expect(JSON.parse(String(init?.body))).toEqual({
      structuredAggregationQuery: {
        structuredQuery: {
          from: [{ collectionId: 'joinRequests' }],
          where: {
            fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'pending' } },
          },
        },
        aggregations: [{ alias: 'count', count: {} }],
      },
    });
    fetchMock.mockResolvedValueOnce(json(200, [{ readTime: 'x' }]));
    await expect(countRest('joinRequests', {}, asSomeone)).resolves.toBe(0);
  });
});
