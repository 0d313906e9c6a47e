export type TechnicalEntry = { key: string; label: string; value: string };

/**
 * What support or an administrator may ask about (ids, the mail server's words, the model that
 * wrote an analysis), folded away under "Technical details" so the recruiter reads the plain
 * facts first. Nothing is drawn when there is nothing to show.
 */
export function TechnicalDetails({ entries }: { entries: TechnicalEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <details className="technical-details">
      <summary>Technical details</summary>
      <dl className="details details--compact">
        {entries.map((entry) => (
          <div key={entry.key}>
            <dt>{entry.label}</dt>
            <dd className="break-anywhere">{entry.value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
