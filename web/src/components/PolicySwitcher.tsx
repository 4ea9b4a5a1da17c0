// The policy a screen shows, with a way to switch to another of the customer's policies
// without leaving the screen ('Informasi Pembayaran Premi', 'Riwayat Transaksi').
//
// A button showing the current policy opens a list of the policies (the WAI-ARIA listbox
// pattern, collapsible): focus moves to the chosen policy; ArrowUp/ArrowDown/Home/End move,
// Enter or Space chooses, Escape and Tab close without choosing; focus returns to the button
// and a polite live region says which policy is now shown. A click or tap elsewhere closes
// the list. Focus taken away by other code does not (on phones the menu panel, closing after
// the tap that opened this page, hands focus back to its button a moment later).
// With one policy (or while the list loads or when it failed) the policy is shown without
// the button. The screen decides the order and what each option says (`note`, `tone`).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PolicySummary } from '../api/generated/model';
import { IconCheck } from './icons';
import { IconChevronDown } from './screenIcons';
import { componentMessages } from './messages';
import { PolicyStatusBadge } from './PolicyStatusBadge';
import './PolicySwitcher.css';

const m = componentMessages.policySwitcher;

export interface PolicyOption {
  policy: PolicySummary;
  /** One line under the policy: what it means on this screen ('Jatuh tempo 15 Des 2026'). */
  note?: string;
  /** warning: asks for attention (a bill past due); muted: nothing to do here (ended). */
  tone?: 'warning' | 'muted';
}

export interface PolicySwitcherProps {
  /** The customer's policies in the order offered; null while they load or if they failed. */
  options: readonly PolicyOption[] | null;
  /** The policies are loading: a placeholder stands for the product name. */
  loading?: boolean;
  /** The policy shown; null while the screen decides. */
  value: string | null;
  onChange: (policyNumber: string) => void;
}

export function PolicySwitcher({ options, loading = false, value, onChange }: PolicySwitcherProps) {
  const id = useId();
  const ids = {
    action: `${id}-action`,
    product: `${id}-product`,
    number: `${id}-number`,
    status: `${id}-status`,
    list: `${id}-list`,
  };
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<(HTMLLIElement | null)[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  const list = options ?? [];
  const selectedIndex = list.findIndex((o) => o.policy.policy_number === value);
  const current = selectedIndex >= 0 ? list[selectedIndex]?.policy : undefined;
  const canSwitch = list.length > 1 && value !== null;

  // The focused option follows the active one while the list is open.
  useEffect(() => {
    if (open) optionRefs.current[active]?.focus();
  }, [open, active]);

  // A click or tap outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const openAt = (index: number) => {
    setActive(Math.min(Math.max(index, 0), list.length - 1));
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const choose = (index: number) => {
    const option = list[index];
    close(true);
    if (!option || option.policy.policy_number === value) return;
    setAnnouncement(m.shown(option.policy.product_name, option.policy.policy_number));
    onChange(option.policy.policy_number);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (selectedIndex >= 0) openAt(selectedIndex);
      else openAt(event.key === 'ArrowDown' ? 0 : list.length - 1);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = list.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
      PageDown: last,
      PageUp: 0,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? active);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <section
      ref={rootRef}
      className={`policy-switcher${open ? ' is-open' : ''}`}
      aria-label={m.label}
    >
      {canSwitch ? (
        <button
          ref={buttonRef}
          type="button"
          className="policy-switcher__face policy-switcher__button"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? ids.list : undefined}
          aria-labelledby={
            current
              ? `${ids.action} ${ids.product} ${ids.number} ${ids.status}`
              : `${ids.action} ${ids.number}`
          }
          onClick={() => (open ? close(false) : openAt(Math.max(selectedIndex, 0)))}
          onKeyDown={onButtonKeyDown}
        >
          <Current policy={current} value={value} ids={ids} />
          <span id={ids.action} className="policy-switcher__action">
            {m.change}
            <IconChevronDown className="policy-switcher__chevron" />
          </span>
        </button>
      ) : (
        <div className="policy-switcher__face">
          <Current policy={current} value={value} ids={ids} loading={loading} />
        </div>
      )}
      {open && (
        <ul
          id={ids.list}
          role="listbox"
          aria-label={m.listLabel}
          className="policy-switcher__list"
          onKeyDown={onListKeyDown}
        >
          {list.map((option, index) => {
            const { policy } = option;
            const selected = index === selectedIndex;
            return (
              <li
                key={policy.policy_number}
                ref={(el) => {
                  optionRefs.current[index] = el;
                }}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={selected}
                tabIndex={-1}
                className={[
                  'policy-switcher__option',
                  selected ? 'is-selected' : '',
                  option.tone ? `is-${option.tone}` : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                onClick={() => choose(index)}
                onFocus={() => setActive(index)}
              >
                <span className="policy-switcher__option-text">
                  <span className="policy-switcher__product">{policy.product_name}</span>
                  <span className="policy-switcher__meta">
                    <span className="policy-switcher__number">{policy.policy_number}</span>
                    <PolicyStatusBadge status={policy.status} label={policy.status_desc} />
                  </span>
                  {option.note && <span className="policy-switcher__note">{option.note}</span>}
                </span>
                <IconCheck className="policy-switcher__check" />
              </li>
            );
          })}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

interface CurrentProps {
  policy: PolicySummary | undefined;
  value: string | null;
  ids: { product: string; number: string; status: string };
  loading?: boolean;
}

/** The policy shown: product, number and status (the number alone when it is all we know). */
function Current({ policy, value, ids, loading = false }: CurrentProps) {
  return (
    <span className="policy-switcher__current">
      <span className="policy-switcher__label">{m.label}</span>
      {policy && (
        <span id={ids.product} className="policy-switcher__product">
          {policy.product_name}
        </span>
      )}
      {(value === null || (!policy && loading)) && (
        <span className="placeholder-glow d-block" aria-hidden="true">
          <span className="placeholder col-8 rounded" />
        </span>
      )}
      {value !== null && (
        <span className="policy-switcher__meta">
          <span id={ids.number} className="policy-switcher__number">
            {value}
          </span>
          {policy && (
            <PolicyStatusBadge id={ids.status} status={policy.status} label={policy.status_desc} />
          )}
        </span>
      )}
    </span>
  );
}
