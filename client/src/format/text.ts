/** "senior" -> "Senior": values from the server and the model, shown as labels. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A server status shown in a badge: "processed" -> "Processed". */
export function statusLabel(status: string): string {
  return status === '' ? 'Unknown' : capitalize(status);
}

/** "1 draft", "14 drafts": a count with its noun (a regular English plural). */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
