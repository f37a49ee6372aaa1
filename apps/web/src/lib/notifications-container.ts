// The toasts' container, apart from lib/toast.ts (the store the app writes to): App.tsx loads it lazily,
// so the entry chunk does not carry its transitions and swipe handling. Importing '@mantine/notifications'
// there directly would not split: the package's index is already in the entry through lib/toast.ts.
export { Notifications } from '@mantine/notifications';
