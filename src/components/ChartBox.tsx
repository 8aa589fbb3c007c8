import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The width a box has been laid out at, or 0 until it has one. A chart drawn into a box without a width yet (the
 * figures arrive while the section is still being laid out, or a lazy chart mounts mid-layout) gets a drawing
 * area narrower than its own margins: a rectangle of negative width, which the browser refuses with an error.
 */
function useLaidOutWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setWidth(Math.floor(box.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A chart's box: named for screen readers (the chart itself is a picture), as tall as the chart from the start so
 * nothing jumps, and drawing the chart (`children`, given the width) only once the box is at least `minWidth`
 * wide: the room its axes and legend need. In a narrower box the figures beside or below the chart say it all.
 */
export function ChartBox({
  label,
  height,
  minWidth,
  children,
}: {
  label: string;
  height: number;
  minWidth: number;
  children: (width: number) => ReactNode;
}) {
  const { ref, width } = useLaidOutWidth();
  return (
    <Box ref={ref} role="img" aria-label={label} sx={{ minHeight: height }}>
      {width < minWidth ? null : children(width)}
    </Box>
  );
}
