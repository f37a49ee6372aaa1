// Mantine's stylesheets beyond the landing and login pages' (styles/screens.css), before this code renders.
import '../../styles/screens.css';

// The client portal's screens in one chunk: a client loads them together, and staff never do.
export { PortalForgotPasswordPage } from './PortalForgotPasswordPage.tsx';
export { PortalHomePage } from './PortalHomePage.tsx';
export { PortalLayout } from './PortalLayout.tsx';
export { PortalLoginPage } from './PortalLoginPage.tsx';
export { PortalSetPasswordPage } from './PortalSetPasswordPage.tsx';
