// Password input with a show/hide button (sign-in pages, Pengaturan).
import { useState } from 'react';
import { TextField, type TextFieldProps } from '../form/TextField';
import { IconEye, IconEyeOff } from '../screenIcons';
import { passwordMessages } from '../messages';
import './password.css';

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'append'>) {
  const [visible, setVisible] = useState(false);
  const label = visible ? passwordMessages.hidePassword : passwordMessages.showPassword;
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
