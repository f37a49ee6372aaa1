// Runs before the first paint (a classic script ahead of the module script in index.html), so a visit
// opens in the colour scheme chosen last time, without a flash of the other one. What Mantine's
// ColorSchemeScript does inline, in a file: the app's CSP allows no inline script. It reads the key
// Mantine's localStorage manager keeps (App.tsx), where the user's saved choice is copied at sign-in;
// 'auto' (the account's 'system', and a first visit) follows the device's setting.
(() => {
  try {
    const stored = window.localStorage.getItem('mantine-color-scheme-value');
    const dark =
      stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  } catch {
    // No storage (a locked-down browser): Mantine decides when it mounts.
  }
})();
