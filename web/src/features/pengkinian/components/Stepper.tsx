// The steps of the form as a list of buttons: the current one marked (aria-current), the
// ones with changes marked 'Diubah' in words, not colour alone. On a phone only the numbers
// show in the row and the current step's title stands under it.
import { STEPS } from '../steps';
import { messages } from '../messages';

export interface StepperProps {
  current: number;
  changedSteps: ReadonlySet<number>;
  errorSteps: ReadonlySet<number>;
  onSelect: (index: number) => void;
}

export function Stepper({ current, changedSteps, errorSteps, onSelect }: StepperProps) {
  return (
    <nav aria-label={messages.steps.label} className="pk-stepper">
      <ol>
        {STEPS.map((step, index) => {
          const changed = changedSteps.has(index);
          const state = [
            index === current ? 'is-current' : '',
            changed ? 'is-changed' : '',
            errorSteps.has(index) ? 'is-error' : '',
          ].join(' ');
          return (
            <li key={step.id} className={state}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={index === current ? 'step' : undefined}
              >
                <span className="pk-stepper__num" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="pk-stepper__title">{step.title}</span>
                {changed && (
                  <span className="pk-stepper__mark">
                    <span aria-hidden="true">•</span>
                    <span className="visually-hidden">, {messages.steps.changed}</span>
                    <span className="pk-stepper__mark-text" aria-hidden="true">
                      {messages.change.badge}
                    </span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
