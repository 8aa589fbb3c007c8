import { render, screen } from '@testing-library/react';
import { NoOrganisationChosen } from './NoOrganisationChosen';
import { PageHeading } from './PageHeading';

describe('the head of an organisation screen', () => {
  it('puts the title in the page heading, with what goes under it and its action', () => {
    render(
      <PageHeading title="Drip Campaigns" action={<button type="button">Organisation</button>}>
        <p>Timed series of e-mails</p>
      </PageHeading>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Drip Campaigns' })).toBeVisible();
    expect(screen.getByText('Timed series of e-mails')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Organisation' })).toBeVisible();
  });

  it('asks a super admin to pick an organisation, and tells anyone else they are in none', () => {
    const { rerender } = render(<NoOrganisationChosen superAdmin />);
    expect(screen.getByText('Pick an organisation')).toBeVisible();
    rerender(<NoOrganisationChosen superAdmin={false} />);
    expect(screen.getByText('You are not in an organisation yet')).toBeVisible();
  });
});
