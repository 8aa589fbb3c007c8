import { describe, expect, it } from 'vitest';
import { workingOrganisationId } from './model';

const listed = [{ id: 'first' }, { id: 'second' }];

describe('workingOrganisationId', () => {
  it('gives everyone but a super admin their current organisation, whatever was picked', () => {
    expect(workingOrganisationId({ isSuperAdmin: false, organisationId: 'mine' }, 'second', listed)).toBe(
      'mine',
    );
    expect(workingOrganisationId({ isSuperAdmin: false, organisationId: null }, 'second', listed)).toBe('');
  });

  it('gives a super admin their pick, else the organisation they are in, else the first listed', () => {
    expect(workingOrganisationId({ isSuperAdmin: true, organisationId: 'in' }, 'second', listed)).toBe(
      'second',
    );
    expect(workingOrganisationId({ isSuperAdmin: true, organisationId: 'in' }, '', listed)).toBe('in');
    expect(workingOrganisationId({ isSuperAdmin: true, organisationId: null }, '', listed)).toBe('first');
    expect(workingOrganisationId({ isSuperAdmin: true }, '', undefined)).toBe('');
  });
});
