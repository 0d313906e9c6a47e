import { Fragment } from 'react';
import { snippetParts } from './snippet';

/** The best passage of a result with the query's terms highlighted; every part is a text node. */
export function SnippetText({ snippet }: { snippet: string }) {
  return (
    <p className="search-result__snippet">
      {snippetParts(snippet).map((part, index) =>
        part.isMatch ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </p>
  );
}
