import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import { useLayoutEffect, useRef, useState } from 'react';
import { visibleWindow, type PinColumn, type PinRow, type SortDirection } from '../pin-table';

export const ROW_HEIGHT = 40;
const COLUMNS: { key: PinColumn; label: string; width: string }[] = [
  { key: 'pinKey', label: 'Key', width: '16%' },
  { key: 'title', label: 'Title', width: '22%' },
  { key: 'pinType', label: 'Type', width: '11%' },
  { key: 'lat', label: 'Latitude', width: '10%' },
  { key: 'long', label: 'Longitude', width: '10%' },
  { key: 'tags', label: 'Tags', width: '17%' },
  { key: 'branch', label: 'Branch', width: '8%' },
  { key: 'order', label: 'Order', width: '6%' },
];

const cellSx = {
  px: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  flexShrink: 0,
} as const;

/**
 * A table that renders only the rows in view (plus a few either side), so 10,000 pins cost the same DOM as
 * thirty. Rows sit at fixed heights inside a spacer as tall as the whole list.
 */
export function VirtualPinTable({
  rows,
  sort,
  onSort,
  onOpen,
}: {
  rows: readonly PinRow[];
  sort: { column: PinColumn; direction: SortDirection };
  onSort: (column: PinColumn) => void;
  onOpen: (pinKey: string) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 600 });
  const { start, end } = visibleWindow(view.top, view.height, ROW_HEIGHT, rows.length);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setView({ top: el.scrollTop, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      role="table"
      aria-label="Pins"
      aria-rowcount={rows.length + 1}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box role="rowgroup">
        <Box
          role="row"
          aria-rowindex={1}
          sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
        >
          {COLUMNS.map((c) => {
            const active = sort.column === c.key;
            return (
              <Box
                key={c.key}
                role="columnheader"
                aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                sx={{ ...cellSx, width: c.width, py: 0.5 }}
              >
                <ButtonBase
                  onClick={() => onSort(c.key)}
                  sx={{ fontWeight: 600, fontSize: '0.875rem', py: 0.5 }}
                >
                  {c.label}
                  {active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                </ButtonBase>
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box
        ref={scroller}
        role="rowgroup"
        data-testid="pin-rows"
        onScroll={(e) => setView({ top: e.currentTarget.scrollTop, height: e.currentTarget.clientHeight })}
        sx={{ height: 'calc(100vh - 320px)', minHeight: 320, overflowY: 'auto', position: 'relative' }}
      >
        {/* Inline styles for per-row values: a class per scroll position would grow the style sheet forever. */}
        <Box sx={{ position: 'relative' }} style={{ height: rows.length * ROW_HEIGHT }}>
          {rows.slice(start, end).map((row, i) => (
            <Box
              key={row.pinKey}
              role="row"
              aria-rowindex={start + i + 2}
              style={{ transform: `translateY(${(start + i) * ROW_HEIGHT}px)` }}
              sx={{
                display: 'flex',
                alignItems: 'center',
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                borderBottom: 1,
                borderColor: 'divider',
                fontSize: '0.875rem',
              }}
            >
              {COLUMNS.map((c) => (
                <Box key={c.key} role="cell" sx={{ ...cellSx, width: c.width }}>
                  {c.key === 'pinKey' ? (
                    <Link
                      component="button"
                      type="button"
                      onClick={() => onOpen(row.pinKey)}
                      underline="hover"
                    >
                      {row.pinKey}
                    </Link>
                  ) : c.key === 'lat' || c.key === 'long' ? (
                    row[c.key].toFixed(5)
                  ) : (
                    row[c.key]
                  )}
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
