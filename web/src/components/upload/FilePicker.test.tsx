// The portal's file control: Indonesian words instead of the browser's, a real button that
// opens the native picker (by mouse and by keyboard), the field's state on that button for
// assistive technology, and which file the field holds.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker, filePickerButtonId, pickedText, type PickedFile } from './FilePicker';
import { uploadMessages as m } from './uploadMessages';

const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
const MB = 1024 * 1024;

/** One file held, as DocumentUpload and ImageField keep it. */
function Single({ error, onFiles = vi.fn() }: { error?: string; onFiles?: (f: File[]) => void }) {
  const [file, setFile] = useState<PickedFile | null>(null);
  return (
    <FilePicker
      id="ktp"
      label="Foto KTP"
      accept={ACCEPT}
      files={file ? [file] : []}
      error={error}
      hint="JPEG, PNG atau PDF."
      onFiles={(files) => {
        onFiles(files);
        setFile({ name: files[0]!.name, size: files[0]!.size });
      }}
    />
  );
}

const native = () => screen.getByLabelText('Foto KTP') as HTMLInputElement;

describe('FilePicker', () => {
  it('draws its own Indonesian control; the native input stays, hidden, tied to the label', () => {
    render(<Single />);
    const button = screen.getByRole('button', { name: m.choose });
    expect(button).toHaveAttribute('id', filePickerButtonId('ktp'));
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByText(m.noFile)).toBeInTheDocument();
    expect(native()).toHaveAttribute('type', 'file');
    expect(native()).toHaveAttribute('accept', ACCEPT);
    expect(native()).not.toBeVisible();
    expect(native()).toHaveAttribute('tabindex', '-1');
    // Assistive technology meets the button: the label, what it holds and the hint describe it.
    expect(button).toHaveAccessibleDescription(`Foto KTP ${m.noFile} JPEG, PNG atau PDF.`);
  });

  it('the button opens the native picker, by mouse and by keyboard (Enter, Space)', async () => {
    const user = userEvent.setup();
    render(<Single />);
    const opened = vi.fn();
    native().addEventListener('click', opened);
    const button = screen.getByRole('button', { name: m.choose });
    await user.click(button);
    expect(opened).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
    await user.tab(); // the only stop in the tab order: the button, not the native input
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(3);
  });

  it('names the chosen file with its size, announces it, and offers to replace it', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    render(<Single onFiles={onFiles} />);
    const ktp = new File([new Uint8Array(1.2 * MB)], 'ktp.jpg', { type: 'image/jpeg' });
    await user.upload(native(), ktp);
    expect(onFiles).toHaveBeenCalledWith([ktp]);
    // (a no-break space before the unit; the query normalizes it to a space)
    const status = screen.getByText('ktp.jpg · 1,2 MB');
    expect(status.textContent).toBe('ktp.jpg · 1,2\u00a0MB');
    expect(status).toHaveAttribute('aria-live', 'polite');
    const button = screen.getByRole('button', { name: m.replace });
    expect(button).toHaveAccessibleDescription(/ktp\.jpg · 1,2\sMB/);
    expect(screen.queryByText(m.noFile)).not.toBeInTheDocument();
    // Emptied after each choice: the same file can be chosen again.
    expect(native().value).toBe('');
  });

  it('an error: on the button (aria-invalid, described), under the control', () => {
    render(<Single error="Berkas harus berupa foto JPEG atau PNG, atau PDF." />);
    const button = screen.getByRole('button', { name: m.choose });
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription(
      `Foto KTP ${m.noFile} Berkas harus berupa foto JPEG atau PNG, atau PDF. JPEG, PNG atau PDF.`,
    );
  });

  it('several files are counted; a file kept from before has its own words', () => {
    expect(pickedText([])).toBeNull();
    expect(pickedText([{ name: 'a.pdf', size: 842_113 }])).toBe('a.pdf · 822\u00a0KB');
    expect(pickedText([{ name: 'a.pdf' }])).toBe('a.pdf');
    expect(pickedText([{ name: 'a.pdf', size: 1 }], true)).toBe('1 berkas dipilih');
    expect(pickedText([{ name: 'a.pdf' }, { name: 'b.pdf' }], true)).toBe('2 berkas dipilih');
    render(
      <FilePicker
        id="gambar"
        label="Gambar"
        accept="image/png"
        hasFile
        emptyText={m.savedImage(1920, 640)}
        onFiles={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: m.replace })).toBeInTheDocument();
    expect(screen.getByText('Gambar tersimpan, 1920 × 640 piksel')).toBeInTheDocument();
  });

  it('disabled while a file uploads: the button and the input', () => {
    render(<FilePicker id="x" label="Berkas" accept={ACCEPT} disabled onFiles={vi.fn()} />);
    expect(screen.getByRole('button', { name: m.choose })).toBeDisabled();
    expect(screen.getByLabelText('Berkas')).toBeDisabled();
  });
});
