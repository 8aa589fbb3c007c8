import { useState } from 'react';

/**
 * True from the first render in which `open` is true, and from then on. A menu, drawer or dialog whose code loads
 * on first use mounts then and stays mounted: a page that never opens it downloads nothing for it, and once it has
 * been opened its closing transition and the return of focus to what opened it run as usual.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Remembered during the render that opens it (not in an effect), so the first open draws at once.
  if (open && !opened) setOpened(true);
  return opened || open;
}
