/**
 * A card's heading with its on/off switch beside it: the switch is named by the heading, and shows
 * `isOn` as given (what is stored), not the click, so it never claims a change not yet saved.
 */
export function SettingSwitch(props: { headingId: string; title: string; description: string; isOn: boolean; isDisabled: boolean; onToggle: () => void }) {
  return (
    <div className="switch-row">
      <div>
        <h2 id={props.headingId} className="card__title">
          {props.title}
        </h2>
        <p className="muted">{props.description}</p>
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={props.isOn}
        aria-labelledby={props.headingId}
        disabled={props.isDisabled}
        onClick={props.onToggle}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
