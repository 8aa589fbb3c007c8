import { describe, expect, it } from 'vitest';
import { registrationProblems } from './registration';

const ok = {
  displayName: 'Ana',
  email: 'ana@school.test',
  password: 'secret1',
  name: 'Hill School',
  type: 'school',
  description: '',
};

describe('registrationProblems', () => {
  it('accepts a complete form', () => expect(registrationProblems(ok)).toEqual({}));
  it('names every missing or wrong field', () => {
    expect(
      registrationProblems({ ...ok, displayName: ' ', email: 'ana@', password: '123', name: '' }),
    ).toEqual({
      displayName: 'Enter your name.',
      email: 'Invalid email format',
      password: 'Password must be at least 6 characters',
      name: 'Enter the organisation’s name.',
    });
  });
  it('caps lengths the rules also cap', () => {
    expect(registrationProblems({ ...ok, name: 'x'.repeat(201) }).name).toMatch(/200/);
    expect(registrationProblems({ ...ok, description: 'x'.repeat(2001) }).description).toMatch(/2000/);
  });
});
