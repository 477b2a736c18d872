/**
 * A reserved window, 'Sat, Nov 22, 10:00 AM – 12:00 PM': its bounds are wall-clock times of the
 * store's zone (`start/end`, no offset), so they are shown as written, never converted.
 */
export function formatReservedWindow({ value }: { value: string }): string {
  const [start = '', end = ''] = value.split('/');
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${start.slice(0, 10)}T12:00:00Z`));
  return `${day}, ${clock(start)} – ${clock(end)}`;
}

function clock(wallTime: string): string {
  const [hours = 0, minutes = 0] = wallTime.slice(11, 16).split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
