import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChoiceList } from './ChoiceList';

const SCORES = ['1', '2', '3'].map((value) => ({ value, label: value }));
const SOURCES = ['School', 'Poster'].map((value) => ({ value, label: value }));

function Score({ onPick }: { onPick: (value: string) => void }) {
  const [score, setScore] = useState('');
  return (
    <>
      <p id="score-help">Pick one</p>
      <ChoiceList
        type="radio"
        name="score"
        options={SCORES}
        row
        isChecked={(v) => v === score}
        onChange={(v) => {
          setScore(v);
          onPick(v);
        }}
        aria-describedby="score-help"
      />
    </>
  );
}

function Sources() {
  const [chosen, setChosen] = useState<string[]>(['Poster']);
  return (
    <ChoiceList
      type="checkbox"
      name="heard"
      options={SOURCES}
      isChecked={(v) => chosen.includes(v)}
      onChange={(v, on) => setChosen(on ? [...chosen, v] : chosen.filter((c) => c !== v))}
    />
  );
}

describe('ChoiceList', () => {
  it('is one radio group: the label picks, the arrow keys move the choice, the help describes each', async () => {
    const onPick = vi.fn();
    render(<Score onPick={onPick} />);
    const group = screen.getByRole('radiogroup');
    expect(group).toBeInTheDocument();
    await userEvent.click(screen.getByText('2'));
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    expect(onPick).toHaveBeenLastCalledWith('2');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '1' })).toHaveAccessibleDescription('Pick one');
  });

  it('as checkboxes, each toggles on its own and no radio group is announced', async () => {
    render(<Sources />);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    const school = screen.getByRole('checkbox', { name: 'School' });
    const poster = screen.getByRole('checkbox', { name: 'Poster' });
    expect(poster).toBeChecked();
    await userEvent.click(school);
    await userEvent.click(poster);
    expect(school).toBeChecked();
    expect(poster).not.toBeChecked();
  });

  it('hands the first input to firstInputRef (a failed send focuses it)', () => {
    let first: HTMLInputElement | null = null;
    render(
      <ChoiceList
        type="radio"
        name="x"
        options={SCORES}
        isChecked={() => false}
        onChange={() => {}}
        firstInputRef={(el) => {
          first = el;
        }}
      />,
    );
    expect(first).toBe(screen.getByRole('radio', { name: '1' }));
  });
});
