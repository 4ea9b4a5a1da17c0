// The React behaviours the portal relies on that Preact's compatibility layer leaves out
// (reactBehaviours.ts), checked on the runtime the app runs on: 'react' is preact/compat.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';

describe('autoFocus', () => {
  function Popup() {
    const [open, setOpen] = useState(false);
    const [count, setCount] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Buka
        </button>
        {open && (
          <div role="dialog" aria-label="Konfirmasi">
            <button type="button" onClick={() => setCount(count + 1)}>
              Lain {count}
            </button>
            <button type="button" autoFocus>
              OK
            </button>
          </div>
        )}
      </>
    );
  }

  it('focuses the element when it is added, as React does, and only then', async () => {
    const user = userEvent.setup();
    render(<Popup />);
    await user.click(screen.getByRole('button', { name: 'Buka' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());
    // A later render of the same element does not take the focus back.
    await user.click(screen.getByRole('button', { name: 'Lain 0' }));
    expect(await screen.findByRole('button', { name: 'Lain 1' })).toHaveFocus();
  });
});

describe('controlled fields', () => {
  function Digits() {
    const [value, setValue] = useState('');
    return (
      <input
        aria-label="Kode"
        value={value}
        onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
      />
    );
  }

  it('a text field shows its value again when the handler refused the keystroke', async () => {
    const user = userEvent.setup();
    render(<Digits />);
    const box = screen.getByRole('textbox', { name: 'Kode' });
    await user.type(box, '1a2');
    expect(box).toHaveValue('12');
    await user.type(box, 'x');
    expect(box).toHaveValue('12');
  });

  function Boxes() {
    const [agreed, setAgreed] = useState(false);
    return (
      <>
        <input
          type="checkbox"
          aria-label="Setuju"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <input type="checkbox" aria-label="Terkunci" checked={false} onChange={() => undefined} />
      </>
    );
  }

  it('a box follows its state: ticked when the handler takes it, not when it refuses', async () => {
    const user = userEvent.setup();
    render(<Boxes />);
    const agreed = screen.getByRole('checkbox', { name: 'Setuju' });
    await user.click(agreed);
    expect(agreed).toBeChecked();
    await user.click(agreed);
    expect(agreed).not.toBeChecked();
    const locked = screen.getByRole('checkbox', { name: 'Terkunci' });
    await user.click(locked);
    expect(locked).not.toBeChecked();
  });
});

describe('effects', () => {
  function Menu() {
    const [open, setOpen] = useState(false);
    useEffect(() => {
      if (!open) return;
      const outside = () => setOpen(false);
      document.addEventListener('pointerdown', outside);
      return () => document.removeEventListener('pointerdown', outside);
    }, [open]);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Menu
        </button>
        {open && <ul aria-label="Pilihan" />}
      </>
    );
  }

  it("a click's effects have run by the time the next event arrives", async () => {
    render(<Menu />);
    // Dispatched as a browser does, outside the tests' act(): the render is a microtask away.
    screen.getByRole('button', { name: 'Menu' }).click();
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(screen.getByRole('list', { name: 'Pilihan' })).toBeInTheDocument();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Pilihan' })).toBeNull());
  });
});
