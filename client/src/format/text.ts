/** "senior" -> "Senior": values from the server and the model, shown as labels. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A server status shown in a badge: "processed" -> "Processed". */
export function statusLabel(status: string): string {
  return status === '' ? 'Unknown' : capitalize(status);
}
