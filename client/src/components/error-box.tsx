import { Notice } from './notice';

/** The red box every screen uses for the server's error text or the spec's fallback. */
export function ErrorBox({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return <Notice tone="danger">{message}</Notice>;
}
