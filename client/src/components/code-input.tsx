import { CODE_LENGTH } from '@app/shared';
import type { InputHTMLAttributes } from 'react';

type CodeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onChange: (code: string) => void;
};

/**
 * One field for a 4-digit code: keeps digits only (typed or pasted) and at most four of them.
 * No maxLength: the browser would cut a pasted "12 34" before the spaces could be dropped.
 */
export function CodeInput({ value, onChange, ...inputProps }: CodeInputProps) {
  return (
    <input
      className="input code-input"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`\\d{${CODE_LENGTH}}`}
      placeholder={'0'.repeat(CODE_LENGTH)}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
      {...inputProps}
    />
  );
}

export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
}
