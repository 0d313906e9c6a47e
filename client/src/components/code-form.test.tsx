import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeForm } from './code-form';

function renderForm(props: Partial<Parameters<typeof CodeForm>[0]> = {}) {
  const onSubmit = vi.fn();
  render(
    <CodeForm label="Verification code" submitLabel="Verify" busyLabel="Verifying…" isSubmitting={false} onSubmit={onSubmit} {...props} />,
  );
  return { onSubmit, input: screen.getByLabelText('Verification code'), button: screen.getByRole('button', { name: 'Verify' }) };
}

describe('CodeForm and CodeInput', () => {
  it('When letters and symbols are typed, then only digits are kept', async () => {
    const { input } = renderForm();

    await userEvent.type(input, '1a2-b3');

    expect(input).toHaveValue('123');
  });

  it('When more than four digits are pasted, then only the first four are kept', async () => {
    const { input } = renderForm();

    await userEvent.click(input);
    await userEvent.paste('12 34 56');

    expect(input).toHaveValue('1234');
  });

  it('When fewer than four digits are entered, then submit stays disabled', async () => {
    const { input, button, onSubmit } = renderForm();
    expect(button).toBeDisabled();

    await userEvent.type(input, '123{Enter}');

    expect(button).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('When four digits are entered, then submit is enabled and sends the code', async () => {
    const { input, button, onSubmit } = renderForm();

    await userEvent.type(input, '4821');
    expect(button).toBeEnabled();
    await userEvent.click(button);

    expect(onSubmit).toHaveBeenCalledWith('4821');
  });

  it('offers the code to password managers and numeric keyboards', () => {
    const { input } = renderForm();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('When an error is given, then it is shown in the red box', () => {
    renderForm({ error: 'Invalid code' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid code');
  });
});
