/** Starts a browser download of `url` under `filename`, as a click on a download link would. */
export function triggerDownload(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a fetched file (an export) in the browser under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  triggerDownload(url, filename);
  // Revoked a little later: some browsers still read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
