import { describe, expect, it } from 'vitest';
import {
  matchesSearch,
  searchTokenOf,
  searchTokenMap,
  searchTokens,
  SEARCH_FIELD_CHARS,
  tokenDecides,
  TOKEN_LIMIT,
  matchesQuery,
  planSubscriberQuery,
} from './subscriber-search';

/** Found the way the query finds people: the search's token is among the record's tokens. */
const found = (email: string, name: string, search: string) => {
  const token = searchTokenOf(search);
  return (
    token !== null && searchTokens(email, name).includes(token) && matchesSearch({ email, name }, search)
  );
};

describe('searchTokens and the search that uses them', () => {
  it('finds a surname in the middle of a name and part of a domain', () => {
    expect(found('eleanor.r@riverside.example', 'Eleanor Archer', 'Archer')).toBe(true);
    expect(found('eleanor.r@riverside.example', 'Eleanor Archer', 'rcher')).toBe(true);
    expect(found('eleanor.r@riverside.example', 'Eleanor Archer', 'side.exa')).toBe(true);
    expect(found('eleanor.r@riverside.example', 'Eleanor Archer', 'nor a')).toBe(true);
  });
  it('does not find what is not there', () => {
    expect(found('eleanor.r@riverside.example', 'Eleanor Archer', 'bowman')).toBe(false);
    expect(found('eleanor.r@riverside.example', 'Eleanor Archer', 'archers')).toBe(false);
    // the address and the name are searched apart: nothing spans the two
    expect(found('eleanor.r@riverside.example', 'Eleanor Archer', 'exampleele')).toBe(false);
  });
  it('ignores case, accents and extra spaces on both sides', () => {
    expect(found('sian@example.org', 'Siân  Llewellyn', 'SIAN LL')).toBe(true);
    expect(found('zoe@example.org', 'Zoë Bright', 'zoë')).toBe(true);
  });
  it('one or two letters find the start of a word, not its middle', () => {
    expect(found('eleanor.r@riverside.example', 'Eleanor Archer', 'ar')).toBe(true);
    expect(found('eleanor.r@riverside.example', 'Eleanor Archer', 'r')).toBe(true);
    expect(found('eleanor.r@riverside.example', 'Eleanor Archer', 'ch')).toBe(false);
  });
  it('a search longer than a token looks up its first ten characters and checks the rest on reading', () => {
    const email = 'alexandra.fitzwilliam@example.org';
    expect(tokenDecides('fitzwilliam')).toBe(false);
    expect(searchTokenOf('Fitzwilliam')).toBe('fitzwillia');
    expect(found(email, '', 'fitzwilliam@example')).toBe(true);
    // shares the first ten characters, but not the rest: the token matches, the check drops it
    expect(searchTokens(email, '')).toContain(searchTokenOf('fitzwilliamson'));
    expect(found(email, '', 'fitzwilliamson')).toBe(false);
  });
  it('stays within the bound the rules enforce, whatever is typed', () => {
    const huge = searchTokens(`${'ab1.'.repeat(80)}@example.org`, 'Xy zw '.repeat(60));
    expect(huge.length).toBeLessThanOrEqual(TOKEN_LIMIT);
    const random = (n: number) =>
      Array.from({ length: n }, (_, i) => String.fromCharCode(97 + ((i * 7) % 26)) + (i % 3 ? '' : ' ')).join(
        '',
      );
    expect(searchTokens(random(400) + '@x.org', random(200)).length).toBeLessThanOrEqual(TOKEN_LIMIT);
    // beyond the cap nothing is indexed, so nothing there is found
    const long = `${'a'.repeat(SEARCH_FIELD_CHARS)}zzz@example.org`;
    expect(found(long, '', 'zzz')).toBe(false);
  });
  it('the stored map has each token as a key, and none Firestore reserves', () => {
    expect(Object.keys(searchTokenMap('a@b.org', 'Pat'))).toEqual(searchTokens('a@b.org', 'Pat'));
    expect(searchTokens('x__ab__y@b.org', '')).not.toContain('__ab__');
  });
  it('equal records get equal tokens, and an empty search finds everyone', () => {
    expect(searchTokens('a@b.org', 'Pat')).toEqual(searchTokens('A@B.org ', 'pat'));
    expect(searchTokenOf('   ')).toBeNull();
    expect(matchesSearch({ email: 'a@b.org', name: '' }, '')).toBe(true);
  });
});

describe('planSubscriberQuery: one query per filter, checked on reading only when it must be', () => {
  const org = { organisationId: 'org1' };
  it('a search is an equality on its token, beside the status and the list', () => {
    expect(planSubscriberQuery({ ...org, status: 'subscribed', listId: 'l1', search: 'Archer' })).toEqual({
      equals: [
        ['organisationId', 'org1'],
        ['status', 'subscribed'],
      ],
      address: null,
      token: 'archer',
      listId: 'l1',
      recheck: false,
    });
  });
  it('only a search longer than a token is checked on reading', () => {
    expect(planSubscriberQuery({ ...org, listId: 'l1' })).toMatchObject({ token: null, recheck: false });
    expect(planSubscriberQuery({ ...org, search: 'a much longer search' })).toMatchObject({
      token: 'a much lon',
      recheck: true,
    });
  });
  it('a whole address is looked up as itself', () => {
    expect(planSubscriberQuery({ ...org, listId: 'l1', search: ' Ann@Example.org ' })).toEqual({
      equals: [
        ['organisationId', 'org1'],
        ['email', 'ann@example.org'],
      ],
      address: 'ann@example.org',
      token: null,
      listId: 'l1',
      recheck: false,
    });
  });
  it('matchesQuery checks every part of the filter', () => {
    const r = {
      organisationId: 'org1',
      status: 'subscribed',
      lists: ['l1'],
      email: 'a@b.org',
      name: 'Ann Archer',
    };
    expect(matchesQuery(r, { ...org, listId: 'l1', search: 'archer' })).toBe(true);
    expect(matchesQuery(r, { ...org, listId: 'l2', search: 'archer' })).toBe(false);
    expect(matchesQuery(r, { ...org, status: 'pending' })).toBe(false);
    expect(matchesQuery(r, { organisationId: 'org2' })).toBe(false);
  });
});
