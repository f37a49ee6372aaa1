// The client portal's screens in one chunk: a client loads them together, and staff never do.
export { PortalHomePage } from './PortalHomePage.tsx';
export { PortalLayout } from './PortalLayout.tsx';
export { PortalLoginPage } from './PortalLoginPage.tsx';
