import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../paths';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error element for anything a page throws. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <main className="standalone-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Unexpected Application Error!</h1>
        <p className="error-page__detail">{describe(error)}</p>
        <a className="btn btn--secondary btn--block" href={paths.dashboard}>
          Reload the app
        </a>
      </div>
    </main>
  );
}
