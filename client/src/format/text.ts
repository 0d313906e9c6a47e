/** "senior" -> "Senior": values from the server and the model, shown as labels. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
