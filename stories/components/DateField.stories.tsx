import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { DateField, type DateFieldProps } from '../../web/src/components/date/DateField';
import { page } from '../support/page';
import { viewport } from '../support/viewports';

/**
 * The portal's own date field, drawn in Indonesian whatever the browser's language: typed
 * dd/mm/yyyy (the slashes put in as digits come), a whole date pasted as 28/11/2026,
 * 28-11-2026 or 2026-11-28, the ISO date held for the form. Event dates, periods and
 * schedules add the calendar (Monday first, arrows, Page Up/Down, Esc); birth dates are typed.
 */
function Field(props: Omit<DateFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: '22rem' }}>
      <DateField {...rest} value={value} onChange={setValue} />
      <p className="small text-secondary">
        Nilai formulir: <output data-testid="value">{value || '(kosong)'}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'Komponen/Formulir/Tanggal',
  component: Field,
  args: { id: 'tanggal', label: 'Tanggal berobat' },
  globals: viewport('phone'),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = () => page().getByRole('textbox', { name: 'Tanggal berobat' });
const held = () => page().getByTestId('value');

/** Empty: the format shows in the box, and is read after the label. */
export const Kosong: Story = {
  play: async () => {
    await expect(box()).toHaveAttribute('placeholder', 'hh/bb/tttt');
    await expect(box()).toHaveAccessibleDescription('Format hari/bulan/tahun, contoh 28/11/2026.');
  },
};

/** Digits typed: the slashes come by themselves; the form holds 2026-11-21. */
export const Mengetik: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(box(), '21112026');
    await expect(box()).toHaveValue('21/11/2026');
    await expect(held()).toHaveTextContent('2026-11-21');
  },
};

/** A date copied from elsewhere in ISO is written dd/mm/yyyy. */
export const Tempel: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(box());
    await userEvent.paste('2026-11-28');
    await expect(box()).toHaveValue('28/11/2026');
    await expect(held()).toHaveTextContent('2026-11-28');
  },
};

/** A birth date with its hint and the form's error (31 February does not exist). */
export const TanggalLahirGalat: Story = {
  args: {
    id: 'lahir',
    label: 'Tanggal lahir',
    initial: '31/02/1990',
    hint: 'Sesuai KTP.',
    error: 'Tanggal lahir tidak valid.',
    autoComplete: 'bday',
  },
  play: async () => {
    const birth = page().getByRole('textbox', { name: 'Tanggal lahir' });
    await expect(birth).toHaveValue('31/02/1990');
    await expect(birth).toHaveAttribute('aria-invalid', 'true');
    await expect(birth).toHaveAccessibleDescription(
      'Sesuai KTP. Tanggal lahir tidak valid. Format hari/bulan/tahun, contoh 28/11/2026.',
    );
    await expect(page().queryByRole('button', { name: /kalender/ })).toBeNull();
  },
};

/** The calendar open on the chosen day; days after today (24 November 2026) cannot be chosen. */
export const Kalender: Story = {
  args: { calendar: true, initial: '2026-11-21', today: '2026-11-24', max: '2026-11-24' },
  play: async ({ userEvent }) => {
    await userEvent.click(
      page().getByRole('button', { name: 'Pilih tanggal berobat di kalender' }),
    );
    const calendar = await page().findByRole('dialog', { name: 'Kalender tanggal berobat' });
    await expect(within(calendar).getByRole('heading')).toHaveTextContent('November 2026');
    await waitFor(() =>
      expect(
        within(calendar).getByRole('button', { name: 'Sabtu, 21 November 2026' }),
      ).toHaveFocus(),
    );
    await expect(
      within(calendar).getByRole('button', { name: 'Rabu, 25 November 2026, tidak dapat dipilih' }),
    ).toHaveAttribute('aria-disabled', 'true');
    const rect = calendar.getBoundingClientRect();
    await expect(rect.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const KalenderDesktop: Story = { ...Kalender, globals: viewport('desktop') };

/** Keys: arrows and Enter choose a day; the focus goes back to the calendar button. */
export const KalenderKeyboard: Story = {
  args: { calendar: true, initial: '2026-11-21', today: '2026-11-24', max: '2026-11-24' },
  play: async ({ userEvent }) => {
    const button = page().getByRole('button', { name: 'Pilih tanggal berobat di kalender' });
    await userEvent.click(button);
    const calendar = await page().findByRole('dialog', { name: 'Kalender tanggal berobat' });
    await waitFor(() =>
      expect(
        within(calendar).getByRole('button', { name: 'Sabtu, 21 November 2026' }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}{PageUp}{Enter}');
    await expect(box()).toHaveValue('14/10/2026');
    await expect(held()).toHaveTextContent('2026-10-14');
    await expect(button).toHaveFocus();
  },
};
