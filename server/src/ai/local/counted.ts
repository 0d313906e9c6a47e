/** "1 item", "4 roles", "2 duties": a count with its noun in the right number, never "item(s)". */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
