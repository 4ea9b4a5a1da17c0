// @vitest-environment jsdom
// The portal's own date field: dd/mm/yyyy typed with the slashes put in, whole dates pasted
// in three forms, the ISO date held, an impossible date kept as typed (the form refuses it),
// the format described, and the Indonesian calendar with its keys and bounds.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';
import { TimeInput } from './TimeInput';

function Harness({
  initial = '',
  onValue,
  ...props
}: {
  initial?: string;
  onValue?: (value: string) => void;
  calendar?: boolean;
  min?: string;
  max?: string;
  today?: string;
  error?: string;
  hint?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        id="tanggal"
        label="Tanggal mulai"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        {...props}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('2026-01-05')}>
        Atur dari luar
      </button>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Tanggal mulai' });
const held = () => screen.getByTestId('value').textContent;

describe('typing', () => {
  it('puts the slashes in as the digits come and holds the ISO date', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(box()).toHaveAttribute('placeholder', 'hh/bb/tttt');
    expect(box()).toHaveAttribute('inputmode', 'numeric');
    await user.type(box(), '281');
    expect(box()).toHaveValue('28/1');
    expect(held()).toBe('28/1');
    await user.type(box(), '12026');
    expect(box()).toHaveValue('28/11/2026');
    expect(held()).toBe('2026-11-28');
    await user.type(box(), '7'); // a full year takes no more digits
    expect(box()).toHaveValue('28/11/2026');
  });

  it('takes typed slashes, one-digit days and months, and writes them in full when left', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), '1/6/1990');
    expect(box()).toHaveValue('01/06/1990');
    expect(held()).toBe('1990-06-01');
    await user.clear(box());
    expect(held()).toBe('');
    await user.type(box(), '3-7-1985');
    expect(box()).toHaveValue('03/07/1985');
    expect(held()).toBe('1985-07-03');
  });

  it('backspace removes the slash and the digits one by one', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-28" />);
    expect(box()).toHaveValue('28/11/2026');
    await user.click(box());
    await user.keyboard('{End}{Backspace>5/}');
    expect(box()).toHaveValue('28/11');
    expect(held()).toBe('28/11');
    await user.keyboard('{Backspace}{Backspace}');
    expect(box()).toHaveValue('28/');
    await user.keyboard('{Backspace}');
    expect(box()).toHaveValue('28');
  });

  it('an edit inside the text keeps the rest and the caret', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-28" />);
    const input = box() as HTMLInputElement;
    await user.click(input);
    input.setSelectionRange(3, 5); // the month
    await user.keyboard('12');
    expect(input).toHaveValue('28/12/2026');
    expect(input.selectionStart).toBe(5);
    expect(held()).toBe('2026-12-28');
  });

  it('a day that does not exist is kept as typed and is no date', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), '31022026');
    expect(box()).toHaveValue('31/02/2026');
    expect(held()).toBe('31/02/2026');
    await user.clear(box());
    await user.type(box(), '29022028'); // a leap year
    expect(held()).toBe('2028-02-29');
    await user.clear(box());
    await user.type(box(), '28/13/2026');
    expect(held()).toBe('28/13/2026');
  });

  it('letters are not taken', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), 'a2b8c');
    expect(box()).toHaveValue('28');
  });

  it('shows a value set from outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), '12');
    await user.click(screen.getByRole('button', { name: 'Atur dari luar' }));
    expect(box()).toHaveValue('05/01/2026');
  });
});

describe('pasting', () => {
  it.each([
    ['28/11/2026', '2026-11-28'],
    ['28-11-2026', '2026-11-28'],
    ['2026-11-28', '2026-11-28'],
    [' 28.11.2026 ', '2026-11-28'],
    ['2026-2-3', '2026-02-03'],
  ])('%j replaces the field', async (pasted, iso) => {
    const user = userEvent.setup();
    render(<Harness initial="2020-01-01" />);
    await user.click(box());
    await user.paste(pasted);
    expect(box()).toHaveValue(`${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
    expect(held()).toBe(iso);
  });

  it('an ISO date that does not exist is shown as a date, not taken as one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box());
    await user.paste('2026-02-31');
    expect(box()).toHaveValue('31/02/2026');
    expect(held()).toBe('31/02/2026');
  });

  it('a browser filling the field at once (autofill, Playwright fill) is read the same', () => {
    render(<Harness />);
    // The whole value in one 'input' event, as the browser sends it (what React's onChange
    // hears; a bare 'change' event is not what a browser sends after typing or filling).
    fireEvent.input(box(), { target: { value: '2026-11-28' } });
    expect(box()).toHaveValue('28/11/2026');
    expect(held()).toBe('2026-11-28');
  });
});

describe('description', () => {
  it('says the format after the hint and the error, and marks the error', () => {
    render(<Harness hint="Dari 22 November 2026 sampai hari ini." error="Isi tanggal transfer." />);
    expect(box()).toHaveAccessibleDescription(
      'Dari 22 November 2026 sampai hari ini. Isi tanggal transfer. Format hari/bulan/tahun, contoh 28/11/2026.',
    );
    expect(box()).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no calendar unless asked (birth dates are typed)', () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: /kalender/ })).toBeNull();
  });
});

describe('calendar', () => {
  const openCalendar = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Pilih tanggal mulai di kalender' }));
    return screen.findByRole('dialog', { name: 'Kalender tanggal mulai' });
  };

  it('shows the month in Indonesian, Monday first, today and the chosen day', async () => {
    const user = userEvent.setup();
    render(<Harness calendar initial="2026-11-10" today="2026-11-28" />);
    const dialog = await openCalendar(user);
    expect(within(dialog).getByRole('heading')).toHaveTextContent('November 2026');
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
    // 1 November 2026 is a Sunday: the last column of the first week.
    const firstWeek = within(dialog).getAllByRole('row')[1]!;
    expect(within(firstWeek).getAllByRole('gridcell').at(-1)).toHaveTextContent('1');
    const chosen = within(dialog).getByRole('button', { name: 'Selasa, 10 November 2026' });
    expect(chosen).toHaveFocus();
    expect(chosen.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(
      within(dialog).getByRole('button', { name: 'Sabtu, 28 November 2026, hari ini' }),
    ).toHaveAttribute('aria-current', 'date');
  });

  it('is worked with the keyboard: arrows, Home/End, Page Up/Down, Enter; focus returns', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness calendar initial="2026-11-10" today="2026-11-28" onValue={onValue} />);
    const dialog = await openCalendar(user);
    const focusedName = () => document.activeElement?.getAttribute('aria-label');
    await user.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('Rabu, 11 November 2026');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Rabu, 18 November 2026');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(focusedName()).toBe('Rabu, 28 Oktober 2026');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Oktober 2026');
    await user.keyboard('{Home}');
    expect(focusedName()).toBe('Senin, 26 Oktober 2026');
    await user.keyboard('{End}');
    expect(focusedName()).toBe('Minggu, 1 November 2026');
    await user.keyboard('{PageDown}');
    expect(focusedName()).toBe('Selasa, 1 Desember 2026');
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(focusedName()).toBe('Senin, 1 Desember 2025');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box()).toHaveValue('30/11/2025');
    expect(onValue).toHaveBeenLastCalledWith('2025-11-30');
    expect(screen.getByRole('button', { name: 'Pilih tanggal mulai di kalender' })).toHaveFocus();
  });

  it('Escape closes it without choosing, and the focus returns to its button', async () => {
    const user = userEvent.setup();
    render(<Harness calendar initial="2026-11-10" today="2026-11-28" />);
    await openCalendar(user);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box()).toHaveValue('10/11/2026');
    expect(screen.getByRole('button', { name: 'Pilih tanggal mulai di kalender' })).toHaveFocus();
  });

  it('the month buttons change the month and keep their focus; Tab stays inside', async () => {
    const user = userEvent.setup();
    render(<Harness calendar initial="2026-01-31" today="2026-11-28" />);
    const dialog = await openCalendar(user);
    const next = within(dialog).getByRole('button', { name: 'Bulan berikutnya' });
    await user.click(next);
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Februari 2026');
    expect(next).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Tahun sebelumnya' }));
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Februari 2025');
    // The last day of February is the one that can be tabbed to (31 January + 1 month).
    const close = within(dialog).getByRole('button', { name: 'Tutup' });
    close.focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Tahun sebelumnya' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(document.activeElement).toHaveAccessibleName('Jumat, 28 Februari 2025');
  });

  it('days outside min and max are shown but cannot be chosen; it opens within them', async () => {
    const user = userEvent.setup();
    render(<Harness calendar min="2026-11-22" max="2026-11-24" today="2026-11-28" />);
    const dialog = await openCalendar(user);
    // Empty field: today, brought within the bounds.
    expect(document.activeElement).toHaveAccessibleName('Selasa, 24 November 2026');
    const before = within(dialog).getByRole('button', {
      name: 'Sabtu, 21 November 2026, tidak dapat dipilih',
    });
    expect(before).toHaveAttribute('aria-disabled', 'true');
    await user.click(before);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(held()).toBe('');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Minggu, 22 November 2026');
    await user.keyboard(' ');
    expect(held()).toBe('2026-11-22');
  });

  it('a click outside closes it', async () => {
    const user = userEvent.setup();
    render(<Harness calendar initial="2026-11-10" today="2026-11-28" />);
    await openCalendar(user);
    await user.click(screen.getByTestId('value'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("uses the device's date when no today is given", async () => {
    vi.useFakeTimers({ now: new Date(2027, 2, 15, 10, 0), toFake: ['Date'] });
    try {
      const user = userEvent.setup();
      render(<Harness calendar />);
      const dialog = await openCalendar(user);
      expect(within(dialog).getByRole('heading')).toHaveTextContent('Maret 2027');
      expect(document.activeElement).toHaveAccessibleName('Senin, 15 Maret 2027, hari ini');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('time', () => {
  function TimeHarness() {
    const [value, setValue] = useState('');
    return (
      <>
        <label htmlFor="jam">Jam mulai</label>
        <TimeInput id="jam" value={value} onChange={setValue} />
        <output data-testid="value">{value}</output>
      </>
    );
  }
  const time = () => screen.getByRole('textbox', { name: 'Jam mulai' });

  it('24 hours, the colon put in: 0800 → 08:00, 8.30 → 08:30, 25:00 is no time', async () => {
    const user = userEvent.setup();
    render(<TimeHarness />);
    expect(time()).toHaveAttribute('placeholder', 'jj:mm');
    expect(time()).toHaveAccessibleDescription(/24 jam/);
    await user.type(time(), '0800');
    expect(time()).toHaveValue('08:00');
    expect(held()).toBe('08:00');
    await user.clear(time());
    await user.type(time(), '8.30');
    expect(time()).toHaveValue('08:30');
    expect(held()).toBe('08:30');
    await user.clear(time());
    await user.type(time(), '1730');
    expect(held()).toBe('17:30');
    await user.clear(time());
    await user.type(time(), '2500');
    expect(held()).toBe('25:00');
    await user.clear(time());
    await user.type(time(), '9:5');
    act(() => time().blur());
    expect(time()).toHaveValue('09:5');
    expect(held()).toBe('09:5');
  });
});
