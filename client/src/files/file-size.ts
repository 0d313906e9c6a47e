const KB = 1024;
const MB = KB * 1024;

/** Size in KB to one decimal, as the resume's file details show it. */
export function formatKilobytes(sizeBytes: number): string {
  return `${(sizeBytes / KB).toFixed(1)} KB`;
}

/** Size in B, KB or MB, the last two to one decimal (spec 9): "512 B", "51.2 KB", "3.4 MB". */
export function formatFileSize(sizeBytes: number): string {
  if (sizeBytes < KB) return `${sizeBytes} B`;
  const kilobytes = (sizeBytes / KB).toFixed(1);
  // 1,048,575 bytes would round to "1024.0 KB": from there on it reads as MB.
  if (Number(kilobytes) < KB) return `${kilobytes} KB`;
  return `${(sizeBytes / MB).toFixed(1)} MB`;
}
