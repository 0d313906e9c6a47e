import { vi } from 'vitest';

/**
 * jsdom neither makes object URLs nor downloads: a saved file is observed as the `download` name
 * of the link the app clicks. Returns the names saved from now on.
 */
export function watchFileSaves(): string[] {
  URL.createObjectURL = () => 'blob:saved-file';
  URL.revokeObjectURL = () => undefined;
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
