import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TabRow } from './TabRow';

function Tabs() {
  const [selected, setSelected] = useState(0);
  return (
    <>
      <TabRow
        label="Request type"
        tabs={['One', 'Two', 'Three']}
        selected={selected}
        onSelect={setSelected}
        idPrefix="t"
      />
      <div role="tabpanel" id={`t-panel-${selected}`} aria-labelledby={`t-tab-${selected}`}>
        Panel {selected}
      </div>
    </>
  );
}

describe('TabRow', () => {
  it('is a labelled tab list whose chosen tab names its panel', () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Request type' })).toBeInTheDocument();
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(one).toHaveAttribute('aria-controls', 't-panel-0');
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('Panel 0');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'false');
  });

  it('Tab reaches only the chosen tab; the arrows, Home and End move; Enter chooses; a click chooses', async () => {
    render(<Tabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel 1');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await userEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel 2');
    // Only the chosen tab is in the Tab order.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });
});
