// The staff's actions on one case, a desk being only its actions' buttons and forms: the
// allowed ones as buttons in the desk's order, each opening one popup (ActionModal) with its
// form. The form stays while the popup fades out, and a new opening starts it afresh. When
// the action closes it (done, or refused with 409/404), the focus goes to the page
// (`onSettled`), not back to the button, which the case's new status may have taken away.
import { Fragment, useState, type ReactNode } from 'react';
import { ActionModal } from './ActionModal';
import type { ActionOutcome } from './useDeskActionResult';

export interface DeskAction {
  button: string;
  /** The button's Bootstrap variant ('btn-success'). */
  variant: string;
  /** The popup's title. */
  title: string;
  /** A wide popup (a form with a table or several groups). */
  wide?: boolean;
}

/** What every action's form gets: the outcome to report and the way back. */
export interface ActionFormProps {
  outcome: ActionOutcome;
  onCancel: () => void;
}

export interface DeskActionsProps {
  /** A 409 or 404: the server's message, shown by the page above the case (null: none). */
  onConflict: (message: string | null) => void;
  /** An action is over: the page takes the focus (the button pressed may be gone). */
  onSettled: () => void;
}

export function DeskActions<A extends string>({
  allowed,
  actions,
  idPrefix,
  form,
  onConflict,
  onSettled,
}: DeskActionsProps & {
  /** The actions the case's status allows, in the order of their buttons. */
  allowed: readonly A[];
  actions: Record<A, DeskAction>;
  /** The popup title's id is `${idPrefix}-${action}`. */
  idPrefix: string;
  form: (action: A, props: ActionFormProps) => ReactNode;
}) {
  const [open, setOpen] = useState<A | null>(null);
  const [shown, setShown] = useState<A | null>(null);
  if (open !== null && open !== shown) setShown(open);
  const [completed, setCompleted] = useState(false);

  const outcome: ActionOutcome = {
    onConflict,
    onSettled: () => {
      setCompleted(true);
      setOpen(null);
    },
  };

  return (
    <>
      {allowed.length > 0 && (
        <div className="claim-actions">
          {allowed.map((action) => (
            <button
              key={action}
              type="button"
              className={`btn ${actions[action].variant}`}
              aria-haspopup="dialog"
              onClick={() => {
                setCompleted(false);
                setOpen(action);
              }}
            >
              {actions[action].button}
            </button>
          ))}
        </div>
      )}
      <ActionModal
        show={open !== null}
        title={shown ? actions[shown].title : ''}
        titleId={`${idPrefix}-${shown ?? 'none'}`}
        size={shown && actions[shown].wide ? 'lg' : undefined}
        restoreFocus={!completed}
        onHide={() => setOpen(null)}
        onExited={() => {
          setShown(null);
          if (completed) onSettled();
        }}
      >
        {shown && (
          <Fragment key={shown}>{form(shown, { outcome, onCancel: () => setOpen(null) })}</Fragment>
        )}
      </ActionModal>
    </>
  );
}
