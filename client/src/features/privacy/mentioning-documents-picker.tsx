import { useId } from 'react';
import { ErrorBox } from '../../components/error-box';
import { InlineSpinner } from '../../components/inline-spinner';
import { SnippetText } from '../documents/snippet-text';
import { privacyMessages } from './messages';
import type { CandidateDataRights } from './use-candidate-data-rights';

/**
 * "Documents that mention <name>", one checkbox each, none ticked: a document naming someone is
 * also the organisation's, so it goes with their export or erasure only when the recruiter says so.
 */
export function MentioningDocumentsPicker({ name, rights }: { name: string; rights: CandidateDataRights }) {
  const baseId = useId();
  const { documents, isLoading, error } = rights.mentions;
  return (
    <fieldset className="mention-picker">
      <legend className="field__label">Documents that mention {name}</legend>
      {isLoading ? (
        <p className="muted">
          <InlineSpinner />
          Looking in the library…
        </p>
      ) : null}
      <ErrorBox message={error} />
      {!isLoading && !error && documents.length === 0 ? <p className="muted">{privacyMessages.noMentions}</p> : null}
      {documents.length > 0 ? (
        <ul className="mention-picker__list">
          {documents.map((document) => (
            <li key={document.id}>
              <input
                id={`${baseId}-${document.id}`}
                type="checkbox"
                checked={rights.isPicked(document.id)}
                onChange={() => rights.togglePicked(document.id)}
              />
              <div>
                <label htmlFor={`${baseId}-${document.id}`} className="break-anywhere">
                  {document.title}
                </label>
                {document.snippet ? <SnippetText snippet={document.snippet} /> : <p className="muted">{privacyMessages.namedInTitle}</p>}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
