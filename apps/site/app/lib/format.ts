// The relative time of the shell's lists ("hace 5 minutos"); every other date, number and amount
// is written by @cg/domain's formatters (decision 043).
const relative = new Intl.RelativeTimeFormat('es-AR', { numeric: 'auto' });
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "hace 5 minutos", "ayer", "hace 2 semanas". */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  let value = (then - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return '';
}

const calendarDay = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-12-15" → "15 de diciembre de 2026": a trip's day, read as a calendar date in any time zone. */
export function formatDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : calendarDay.format(d);
}

/**
 * A delivery deadline as its last day: the domain stores the instant that day ends (midnight UTC
 * after it, decision 026), so "2026-12-18T00:00:00Z" → "17 de diciembre de 2026" in any time zone.
 */
export function formatDeadline(instant: string): string {
  const t = Date.parse(instant);
  return Number.isNaN(t) ? instant : calendarDay.format(new Date(t - 1));
}

/**
 * What an order in progress says of its delivery deadline (decision 026): the date its trip set,
 * or, accepted with no trip, the 30-day rule still to start at payment; nothing once it ended.
 */
export function deadlineText(order: {
  readonly status: string;
  readonly deliveryDeadline: string | null;
}): string | null {
  if (order.status !== 'accepted' && order.status !== 'paid') return null;
  if (order.deliveryDeadline) return `Fecha límite de entrega: ${formatDeadline(order.deliveryDeadline)}`;
  return 'Fecha límite de entrega: 37 días después del pago';
}
