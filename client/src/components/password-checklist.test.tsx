import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './password-checklist';

function metStates() {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-met'));
}

describe('PasswordChecklist', () => {
  it('When the password is empty, then all five rules are shown as not met', () => {
    render(<PasswordChecklist password="" />);

    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('One uppercase letter')).toBeInTheDocument();
    expect(screen.getByText('One lowercase letter')).toBeInTheDocument();
    expect(screen.getByText('One number')).toBeInTheDocument();
    expect(screen.getByText(/One special character/)).toBeInTheDocument();
    expect(metStates()).toEqual(['false', 'false', 'false', 'false', 'false']);
  });

  it('When the password changes, then the list follows it live', () => {
    const { rerender } = render(<PasswordChecklist password="abc" />);
    expect(metStates()).toEqual(['false', 'false', 'true', 'false', 'false']);

    rerender(<PasswordChecklist password="Abcdefg1" />);
    expect(metStates()).toEqual(['true', 'true', 'true', 'true', 'false']);

    rerender(<PasswordChecklist password="Abcdefg1;" />);
    expect(metStates()).toEqual(['true', 'true', 'true', 'true', 'true']);
  });

  it('tells screen readers whether each rule is met', () => {
    render(<PasswordChecklist password="A" />);
    expect(screen.getByText('One uppercase letter').parentElement).toHaveTextContent('(met)');
    expect(screen.getByText('One number').parentElement).toHaveTextContent('(not met)');
  });
});
