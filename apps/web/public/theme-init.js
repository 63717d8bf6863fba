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

// A link tapped on a drawn page before the app is live (most often "Start the pain check" on a slow
// phone, the moment it shows) would load a whole new page and throw away the scripts this one is
// still downloading. Hold the first such tap instead: the app follows it once it is live (held-link.ts),
// with what has arrived. A second tap goes as the browser would, so a page whose scripts never run
// still works (decision 119).
(function () {
  document.addEventListener(
    'click',
    function (event) {
      if (window.painpointLive || window.painpointHeldLink) return;
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      var link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      var root = document.getElementById('root');
      if (!link || !root || !root.hasAttribute('data-drawn') || !root.contains(link)) return;
      if (link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
      // A jump within the page, or the same page in another language, works as it is.
      if (link.pathname === window.location.pathname) return;
      event.preventDefault();
      window.painpointHeldLink = link;
      link.setAttribute('aria-busy', 'true');
      // The code of the page it leads to starts downloading now, beside this page's own, when the
      // build listed it (the pain check's first page, on the pages that link to it).
      var next = document.querySelector('meta[name="painpoint-preload-on-tap"]');
      if (!next || next.getAttribute('data-route') !== link.pathname) return;
      (next.getAttribute('content') || '').split(' ').forEach(function (href) {
        if (!href || document.querySelector('link[href="' + href + '"]')) return;
        var preload = document.createElement('link');
        if (/\.css$/.test(href)) {
          preload.rel = 'preload';
          preload.as = 'style';
          preload.crossOrigin = '';
        } else {
          preload.rel = 'modulepreload';
          preload.crossOrigin = '';
        }
        preload.href = href;
        document.head.appendChild(preload);
      });
    },
    true,
  );
})();
