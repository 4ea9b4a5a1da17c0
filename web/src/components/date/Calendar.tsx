// The date field's calendar (loaded when first opened): a dialog with one month in
// Indonesian, Monday first, as the WAI-ARIA date picker dialog. Arrows move a day or a week,
// Home/End to the week's start or end, Page Up/Page Down a month (with Shift a year), Enter or
// Space chooses, Esc closes; focus returns to the calendar button. Days outside min/max are
// shown but cannot be chosen. Tab stays inside the dialog; a click outside closes it.
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { isoOf, localToday } from './dateText';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from './icons';
import { dateMessages as m, MONTHS, WEEKDAYS, WEEKDAYS_SHORT } from './messages';
import './calendar.css';

interface Day {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

const parse = (iso: string): Day => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
  day: Number(iso.slice(8, 10)),
});
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** Monday 0 … Sunday 6. */
const weekdayOf = (year: number, month: number, day: number) =>
  (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The same day `months` later, or that month's last day (31 January + 1 → 28 February). */
function addMonths(iso: string, months: number): string {
  const { year, month, day } = parse(iso);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const mo = (index % 12) + 1;
  return isoOf(Math.min(day, daysIn(y, mo)), mo, y) ?? iso;
}

const clamp = (iso: string, min?: string, max?: string) =>
  min && iso < min ? min : max && iso > max ? max : iso;

export interface CalendarProps {
  /** The field's label ('Tanggal mulai'): names the dialog. */
  label: string;
  /** The chosen date (ISO), or null. */
  value: string | null;
  min?: string;
  max?: string;
  today?: string;
  /** The field it belongs to: it is placed under it. */
  anchor: RefObject<HTMLElement | null>;
  /** The button that opened it: a click on it is not a click outside. */
  toggle: RefObject<HTMLButtonElement | null>;
  onSelect: (iso: string) => void;
  /** `refocus`: give the focus back to the calendar button (Esc, Tutup). */
  onClose: (refocus: boolean) => void;
}

export default function Calendar({
  label,
  value,
  min,
  max,
  today = localToday(),
  anchor,
  toggle,
  onSelect,
  onClose,
}: CalendarProps) {
  const [focused, setFocused] = useState(() => clamp(value ?? today, min, max));
  const moveFocus = useRef(true);
  const dialog = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const view = parse(focused);
  const titleId = useId();

  // The focused day takes the keyboard focus (on opening and on arrow keys, not when the
  // month buttons change the month: the focus stays on them).
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current
      ?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)
      ?.focus({ preventScroll: true });
  }, [focused]);

  // Under the field, or above it when there is no room below, and within the screen (a
  // field on the right of a phone). Placed on the screen (position: fixed), so a scrolling
  // modal or a card around the field does not cut it; it follows the field when the page
  // scrolls. It stays inside the field's DOM, so a modal around it keeps the focus in.
  useLayoutEffect(() => {
    const place = () => {
      const element = dialog.current;
      const field = anchor.current;
      if (!element || !field) return;
      const at = field.getBoundingClientRect();
      const width = element.offsetWidth;
      const height = element.offsetHeight;
      const screenWidth = document.documentElement.clientWidth;
      const screenHeight = window.innerHeight;
      const left = Math.max(8, Math.min(at.left, screenWidth - width - 8));
      let top = at.bottom + 4;
      if (top + height > screenHeight - 8 && at.top - height - 4 >= 8) top = at.top - height - 4;
      element.style.left = `${left}px`;
      element.style.top = `${top}px`;
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [anchor]);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (dialog.current?.contains(target) || toggle.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose, toggle]);

  const go = (iso: string, focusDay: boolean) => {
    moveFocus.current = focusDay;
    setFocused(iso);
  };

  const selectable = (iso: string) => !(min && iso < min) && !(max && iso > max);

  const onGridKey = (event: KeyboardEvent) => {
    const weekday = weekdayOf(view.year, view.month, view.day);
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekday),
      End: () => addDays(focused, 6 - weekday),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move(), true);
  };

  const onDialogKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Not the modal's Esc around it (the claim desk's dialog): only the calendar closes.
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const stops = [...dialog.current.querySelectorAll<HTMLElement>('button:not([tabindex="-1"])')];
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const lead = weekdayOf(view.year, view.month, 1);
  const count = daysIn(view.year, view.month);
  const cells: (number | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: count }, (_, i) => i + 1),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const monthName = MONTHS[view.month - 1] ?? '';

  return (
    <div
      ref={dialog}
      className="date-calendar"
      role="dialog"
      aria-modal="true"
      aria-label={m.calendar(label)}
      aria-describedby={`${titleId}-keys`}
      onKeyDown={onDialogKey}
    >
      <div className="date-calendar__head">
        <button
          type="button"
          className="date-calendar__nav"
          aria-label={m.previousYear}
          title={m.previousYear}
          onClick={() => go(addMonths(focused, -12), false)}
        >
          <IconChevronsLeft />
        </button>
        <button
          type="button"
          className="date-calendar__nav"
          aria-label={m.previousMonth}
          title={m.previousMonth}
          onClick={() => go(addMonths(focused, -1), false)}
        >
          <IconChevronLeft />
        </button>
        <h2 id={titleId} className="date-calendar__title" aria-live="polite">
          {m.monthYear(monthName, view.year)}
        </h2>
        <button
          type="button"
          className="date-calendar__nav"
          aria-label={m.nextMonth}
          title={m.nextMonth}
          onClick={() => go(addMonths(focused, 1), false)}
        >
          <IconChevronRight />
        </button>
        <button
          type="button"
          className="date-calendar__nav"
          aria-label={m.nextYear}
          title={m.nextYear}
          onClick={() => go(addMonths(focused, 12), false)}
        >
          <IconChevronsRight />
        </button>
      </div>
      <table
        ref={grid}
        className="date-calendar__grid"
        role="grid"
        aria-labelledby={titleId}
        onKeyDown={onGridKey}
      >
        <thead>
          <tr>
            {WEEKDAYS_SHORT.map((short, i) => (
              <th key={short} scope="col" abbr={WEEKDAYS[i]}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => {
                if (day === null) return <td key={i} role="gridcell" />;
                const iso = isoOf(day, view.month, view.year) ?? '';
                const canChoose = selectable(iso);
                const chosen = iso === value;
                const name = [
                  m.dayName(WEEKDAYS[i] ?? '', day, monthName, view.year),
                  iso === today && m.today,
                  !canChoose && m.unavailable,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td key={i} role="gridcell" aria-selected={chosen}>
                    <button
                      type="button"
                      data-date={iso}
                      className={[
                        'date-calendar__day',
                        chosen && 'is-selected',
                        iso === today && 'is-today',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      tabIndex={iso === focused ? 0 : -1}
                      aria-label={name}
                      aria-current={iso === today ? 'date' : undefined}
                      aria-disabled={canChoose ? undefined : true}
                      onClick={() => {
                        if (canChoose) onSelect(iso);
                        else go(iso, true);
                      }}
                    >
                      {day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="date-calendar__foot">
        <span id={`${titleId}-keys`} className="visually-hidden">
          {m.keys}
        </span>
        <button type="button" className="btn btn-link btn-sm" onClick={() => onClose(true)}>
          {m.close}
        </button>
      </div>
    </div>
  );
}
