/** A yes/no question before a destructive action (spec §5 delete confirmations). */
export function confirmAction(message: string): boolean {
  return window.confirm(message);
}
