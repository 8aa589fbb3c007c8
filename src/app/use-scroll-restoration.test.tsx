import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useScrollRestoration } from './use-scroll-restoration';

let go: ReturnType<typeof useNavigate> = () => {};
function Page() {
  useScrollRestoration();
  const navigate = useNavigate();
  useEffect(() => {
    go = navigate;
  }, [navigate]);
  return null;
}

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('useScrollRestoration', () => {
  it('takes the position as a link is clicked, even before the scroll event has come', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/privacy']}>
        <Page />
      </MemoryRouter>,
    );
    scrolledTo(200); // scrolled; its scroll event not dispatched yet
    act(() => {
      window.dispatchEvent(new MouseEvent('click'));
      void go('/');
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0); // a new page starts at the top
    scrolledTo(0);
    act(() => void go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 200); // Back returns to where the person was
    scrollTo.mockRestore();
  });
});
