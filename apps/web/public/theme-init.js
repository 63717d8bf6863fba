// Runs before the first paint. Sets the theme so the page never flashes the wrong colours, and
// holds a submit that comes before its form is live. A tiny external file, inlined into each built
// page, where the page's CSP allows it by its hash.
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
  // The browser's bar in the same theme's colour (index.html has one theme-color per theme).
  document.querySelectorAll('meta[name="theme-color"][data-mode]').forEach(function (meta) {
    meta.media = meta.getAttribute('data-mode') === mode ? 'all' : 'not all';
  });
})();

// A form drawn before the app's scripts have run (decision 014) is on screen but not yet live. The
// browser's own submit would reload the page with what was typed, password included, in its
// address. Hold it instead; the form sends it itself once live (useEarlyInput).
(function () {
  var held = (window.painpointHeldSubmits = new WeakSet());
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-early-input')) return;
      if (form.hasAttribute('data-live')) return;
      event.preventDefault();
      held.add(form);
    },
    true,
  );
})();
