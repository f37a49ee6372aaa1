const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const KB = 1024;
const MB = 1024 * 1024;

/** '0 Bytes', '512 Bytes', '1.5 KB', '2 MB', '1.23 GB': base 1024, up to 2 decimals, trailing zeros dropped. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let unit = 0;
  let value = bytes;
  while (value >= KB && unit < UNITS.length - 1) {
    value /= KB;
    unit += 1;
  }
  return `${Number(value.toFixed(2))} ${UNITS[unit]}`;
}

/** Template card size: 'Unknown' without a size, '12.3 KB', or '1.5 MB' when over 1 MB. */
export function formatTemplateSize(bytes: number | null | undefined): string {
  if (!bytes || !Number.isFinite(bytes) || bytes < 0) return 'Unknown';
  if (bytes > MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${(bytes / KB).toFixed(1)} KB`;
}
