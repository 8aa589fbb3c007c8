import { listView, type ListColumn } from './list-view';

interface Person {
  name: string;
  rank: number;
  joined: Date;
}
const people: Person[] = [
  { name: 'Bea Brown', rank: 2, joined: new Date('2026-03-01') },
  { name: 'Al Avery', rank: 0, joined: new Date('2026-01-01') },
  { name: 'Cy Cole', rank: 2, joined: new Date('2026-02-01') },
];
const columns: ListColumn<Person>[] = [
  { id: 'name', header: 'Name', text: (p) => p.name, value: (p) => p.name },
  { id: 'role', header: 'Role', text: (p) => (p.rank ? 'Admin' : 'Member'), value: (p) => p.rank },
  { id: 'joined', header: 'Joined', value: (p) => p.joined },
  { id: 'actions', header: 'Actions' },
];
const names = (rows: Person[]) => rows.map((p) => p.name);

describe('listView', () => {
  it('keeps the rows as they came without a search or sort', () => {
    expect(names(listView(people, columns, '', undefined))).toEqual(['Bea Brown', 'Al Avery', 'Cy Cole']);
  });

  it('sorts text, numbers and dates both ways; ties keep their order', () => {
    expect(names(listView(people, columns, '', { id: 'name', direction: 'asc' }))).toEqual([
      'Al Avery',
      'Bea Brown',
      'Cy Cole',
    ]);
    expect(names(listView(people, columns, '', { id: 'role', direction: 'desc' }))).toEqual([
      'Bea Brown',
      'Cy Cole',
      'Al Avery',
    ]);
    expect(names(listView(people, columns, '', { id: 'joined', direction: 'asc' }))).toEqual([
      'Al Avery',
      'Cy Cole',
      'Bea Brown',
    ]);
  });

  it('ignores a sort on a column without a value', () => {
    expect(names(listView(people, columns, '', { id: 'actions', direction: 'asc' }))).toEqual(names(people));
  });

  it('matches every word of the search against any column, in any case', () => {
    expect(names(listView(people, columns, 'admin', undefined))).toEqual(['Bea Brown', 'Cy Cole']);
    expect(names(listView(people, columns, '  COLE   admin ', undefined))).toEqual(['Cy Cole']);
    expect(listView(people, columns, 'nobody', undefined)).toEqual([]);
  });
});
