import { IconFile, IconFileSpreadsheet, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';

/** The file icon of spec §2.12: pdf, image, spreadsheet/excel, or any other file. */
export function DocumentIcon({ mimeType, size = 20 }: { mimeType: string; size?: number }) {
  const type = mimeType.toLowerCase();
  if (type.includes('pdf'))
    return <IconFileTypePdf size={size} color="var(--mantine-color-red-6)" aria-label="PDF file" />;
  if (type.startsWith('image/'))
    return <IconPhoto size={size} color="var(--mantine-color-blue-6)" aria-label="Image file" />;
  if (type.includes('spreadsheet') || type.includes('excel')) {
    return (
      <IconFileSpreadsheet size={size} color="var(--mantine-color-green-6)" aria-label="Spreadsheet file" />
    );
  }
  return <IconFile size={size} color="var(--mantine-color-gray-6)" aria-label="File" />;
}
