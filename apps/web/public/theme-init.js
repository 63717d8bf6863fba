// Sets the theme before the first paint so the page never flashes the wrong colours.
// Kept as a tiny external file because the CSP forbids inline scripts.
(function () {
  var mode = null;
  try {
    mode = localStorage.getItem('theme');
  } catch {
    // Storage may be blocked; fall back to the system preference.
  }
  if (mode !== 'light' && mode !== 'dark') {
    mode = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.className = mode;
})();
