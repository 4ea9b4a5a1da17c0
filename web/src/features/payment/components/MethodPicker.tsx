// Payment method choice: radio cards grouped by channel (Virtual Account, QRIS, Dompet
// Digital) in the order the server lists them. A method whose limits exclude the total is
// disabled and says why ('Maksimal Rp 10.000.000').
import { useId } from 'react';
import type {
  PaymentChannel,
  PaymentMethod,
  PaymentMethodOption,
} from '../../../api/generated/model';
import { formatRupiah } from '../../../components/format';
import { methodLimit } from '../billSelection';
import { channelLabels, formatValidity, messages } from '../messages';
import { MethodMark } from './MethodMark';

const m = messages.methods;

export interface MethodPickerProps {
  methods: readonly PaymentMethodOption[];
  total: number;
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}

function groupByChannel(methods: readonly PaymentMethodOption[]) {
  const groups = new Map<PaymentChannel, PaymentMethodOption[]>();
  for (const method of methods) {
    const group = groups.get(method.channel) ?? [];
    group.push(method);
    groups.set(method.channel, group);
  }
  return [...groups.entries()];
}

export function MethodPicker({ methods, total, value, onChange, disabled }: MethodPickerProps) {
  const titleId = useId();
  const name = useId();
  return (
    <section className="pay-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="pay-heading">
        {m.heading}
      </h2>
      <fieldset className="pay-methods" disabled={disabled}>
        <legend className="visually-hidden">{m.legend}</legend>
        {groupByChannel(methods).map(([channel, options]) => (
          <div
            key={channel}
            className="pay-methods__group"
            role="group"
            aria-label={channelLabels[channel]}
          >
            <h3 className="pay-methods__label" aria-hidden="true">
              {channelLabels[channel]}
            </h3>
            <div className="pay-methods__grid">
              {options.map((option) => {
                const limit = methodLimit(option, total);
                const reason = limit.ok
                  ? null
                  : (limit.reason === 'max' ? m.maximum : m.minimum)(formatRupiah(limit.amount));
                const id = `${name}-${option.method}`;
                return (
                  <label
                    key={option.method}
                    htmlFor={id}
                    className={`pay-method ${limit.ok ? '' : 'pay-method--disabled'} ${value === option.method ? 'pay-method--checked' : ''}`}
                  >
                    <input
                      id={id}
                      type="radio"
                      name={name}
                      className="form-check-input"
                      value={option.method}
                      checked={value === option.method && limit.ok}
                      disabled={!limit.ok}
                      aria-describedby={`${id}-note`}
                      onChange={() => onChange(option.method)}
                    />
                    <MethodMark method={option.method} />
                    <span className="pay-method__text">
                      <span className="pay-method__name">{option.name}</span>
                      <span
                        id={`${id}-note`}
                        className={`pay-method__note ${reason ? 'text-danger-emphasis' : ''}`}
                      >
                        {reason ?? m.validity(formatValidity(option.expiry_minutes))}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
          </div>
        ))}
      </fieldset>
    </section>
  );
}
