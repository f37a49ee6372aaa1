// The toasts' container and its styles, apart from lib/toast.ts (the store the app writes to): App.tsx
// loads it lazily, so the entry chunk does not carry its transitions and swipe handling, nor the page's
// first stylesheet its styles. Importing '@mantine/notifications' there directly would not split: the
// package's index is already in the entry through lib/toast.ts.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
