import { useTheme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeModeProvider } from './ThemeModeProvider';
import { REDUCED_MOTION_QUERY } from './theme-motion';

/** Presses the button and says whether a ripple was drawn (MUI mounts the ripple on the first press). */
async function rippleOnPress(container: HTMLElement): Promise<boolean> {
  await act(async () => {
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Save' }));
  });
  return container.querySelector('.MuiTouchRipple-root') !== null;
}

/** A system whose media queries answer `matching` and nothing else. */
function systemPrefers(matching: string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function MotionProbe() {
  const theme = useTheme();
  return (
    <>
      <output aria-label="transition">{theme.transitions.create('opacity')}</output>
      <output aria-label="entering">{String(theme.transitions.duration.enteringScreen)}</output>
      <output aria-label="menu growth">{String(theme.transitions.getAutoHeightDuration(300))}</output>
      <Button>Save</Button>
    </>
  );
}

describe('motion follows the system', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves as usual when the system asks for nothing', async () => {
    systemPrefers([]);
    const { container } = render(
      <ThemeModeProvider>
        <MotionProbe />
      </ThemeModeProvider>,
    );
    expect(screen.getByLabelText('transition').textContent).toMatch(/^opacity \d+ms/);
    expect(Number(screen.getByLabelText('entering').textContent)).toBeGreaterThan(0);
    expect(Number(screen.getByLabelText('menu growth').textContent)).toBeGreaterThan(0);
    expect(await rippleOnPress(container)).toBe(true);
  });

  it('stops transitions, menu growth and the click ripple when the system asks for less motion', async () => {
    systemPrefers([REDUCED_MOTION_QUERY]);
    const { container } = render(
      <ThemeModeProvider>
        <MotionProbe />
      </ThemeModeProvider>,
    );
    expect(screen.getByLabelText('transition').textContent).toBe('none');
    expect(screen.getByLabelText('entering').textContent).toBe('0');
    expect(screen.getByLabelText('menu growth').textContent).toBe('0');
    expect(await rippleOnPress(container)).toBe(false);
  });
});
