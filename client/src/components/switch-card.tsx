import type { ReactNode } from 'react';

type SwitchCardProps = {
  headingId: string;
  title: string;
  description: string;
  isOn: boolean;
  isDisabled: boolean;
  onToggle: () => void;
  children?: ReactNode;
};

/**
 * A settings card headed by its on/off switch: the switch is named by the heading, and shows `isOn`
 * as given (what is stored), not the click, so it never claims a change not yet saved.
 */
export function SwitchCard({ headingId, title, description, isOn, isDisabled, onToggle, children }: SwitchCardProps) {
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="switch-row">
        <div>
          <h2 id={headingId} className="card__title">
            {title}
          </h2>
          <p className="muted">{description}</p>
        </div>
        <button type="button" role="switch" className="switch" aria-checked={isOn} aria-labelledby={headingId} disabled={isDisabled} onClick={onToggle}>
          <span className="switch__thumb" aria-hidden="true" />
        </button>
      </div>
      {children}
    </section>
  );
}
