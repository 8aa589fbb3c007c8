import { describe, expect, it } from 'vitest';
import { filterAndSortMembers, type ListedMember } from './member-list';

const m = (
  name: string,
  roles: ListedMember['roles'],
  day: number,
  email = `${name.toLowerCase()}@x.test`,
): ListedMember => ({
  userKey: name,
  name,
  email,
  roles,
  joinedAt: new Date(2026, 0, day),
});
const people = [
  m('Cara', ['member'], 3),
  m('Abe', ['organisationAdmin', 'moderator', 'member'], 1),
  m('Bo', ['moderator'], 2),
];

describe('filterAndSortMembers', () => {
  it('sorts by name', () => {
    expect(filterAndSortMembers(people, '', 'name').map((p) => p.name)).toEqual(['Abe', 'Bo', 'Cara']);
  });
  it('sorts by highest role, then name', () => {
    expect(filterAndSortMembers(people, '', 'role').map((p) => p.name)).toEqual(['Abe', 'Bo', 'Cara']);
  });
  it('sorts newest first', () => {
    expect(filterAndSortMembers(people, '', 'joined').map((p) => p.name)).toEqual(['Cara', 'Bo', 'Abe']);
  });
  it('searches names, e-mails and role wording, ignoring case', () => {
    expect(filterAndSortMembers(people, 'CARA', 'name').map((p) => p.name)).toEqual(['Cara']);
    expect(filterAndSortMembers(people, 'bo@x', 'name').map((p) => p.name)).toEqual(['Bo']);
    expect(filterAndSortMembers(people, 'organisation admin', 'name').map((p) => p.name)).toEqual(['Abe']);
  });
  it('does not reorder the input list', () => {
    const input = [...people];
    filterAndSortMembers(input, '', 'name');
    expect(input.map((p) => p.name)).toEqual(['Cara', 'Abe', 'Bo']);
  });
});
