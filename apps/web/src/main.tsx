// First of all: zod's configuration, read when zod builds a schema (see lib/zod-config.ts).
import './lib/zod-config.ts';
import './styles/first-paint.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, routerStarted } from './App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The landing and login pages come rendered in the HTML (scripts/prerender.mjs): they stay until the
// session is known, so that React's first render replaces them with the page itself (the same markup:
// no flash of the session check's spinner, no layout shift) rather than with the spinner. Rendered
// over, not hydrated: the markup cannot know the session, and a mismatch would be a console error.
const start = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The page is already on screen: its render may yield to the browser (a transition renders in slices),
// so that a tap on the page is not kept waiting by one long task.
if (root.hasChildNodes()) void routerStarted().then(() => startTransition(start));
else start();
