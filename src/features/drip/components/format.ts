/** "Thu 26 Nov, 09:00" in the reader's own time zone. */
export const formatWhen = (d: Date) =>
  d.toLocaleString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
