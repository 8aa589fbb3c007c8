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

  it('opens a page by its address at the top, not where the page opened before it was scrolled', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // Each document opened from an address starts on an entry the router calls "default".
    const before = render(
      <MemoryRouter initialEntries={['/org-dashboard']}>
        <Page />
      </MemoryRouter>,
    );
    scrolledTo(117);
    act(() => void window.dispatchEvent(new Event('scroll')));
    before.unmount();
    scrolledTo(0);
    scrollTo.mockClear();
    const next = render(
      <MemoryRouter initialEntries={['/subscriber-view']}>
        <Page />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalledWith(0, 117);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    next.unmount();
    scrollTo.mockRestore();
  });

  it('returns to the position on a reload of the same page', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const navigation = vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]);
    const first = render(
      <MemoryRouter initialEntries={['/subscriber-view?tab=lists']}>
        <Page />
      </MemoryRouter>,
    );
    scrolledTo(300);
    act(() => void window.dispatchEvent(new Event('scroll')));
    first.unmount();
    scrolledTo(0);
    render(
      <MemoryRouter initialEntries={['/subscriber-view?tab=lists']}>
        <Page />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    navigation.mockRestore();
    scrollTo.mockRestore();
  });
});
