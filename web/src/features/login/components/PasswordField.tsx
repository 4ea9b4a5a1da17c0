// Password input with a show/hide button.
import { useState } from 'react';
import { IconEye, IconEyeOff } from '../../../components/icons';
import { loginMessages } from '../messages';
import { TextField, type TextFieldProps } from '../../../components/form/TextField';

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'append'>) {
  const [visible, setVisible] = useState(false);
  const label = visible ? loginMessages.common.hidePassword : loginMessages.common.showPassword;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      append={
        <button
          type="button"
          className="btn btn-outline-secondary password-toggle"
          onClick={() => setVisible(!visible)}
          aria-label={label}
          aria-pressed={visible}
          aria-controls={props.id}
          title={label}
        >
          {visible ? <IconEyeOff /> : <IconEye />}
        </button>
      }
    />
  );
}
