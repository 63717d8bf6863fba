// Runs before the first paint. Sets the theme so the page never flashes the wrong colours, starts
// the assessment's data early, and holds a submit that comes before its form is live. A tiny
// external file, inlined into each built page, where the page's CSP allows it by its hash.
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

// On a page of the assessment after the body map, start fetching the chosen location's questions
// and conditions now, alongside the app's code, instead of after it has loaded and started.
(function () {
  if (
    !/^\/(weight-age|gender-age-weight|steps-by-location|suggested-diagnosis|test-result|video-test-result|test-and-treatment)\/?$/.test(
      location.pathname,
    )
  )
    return;
  var key = null;
  try {
    var answers = JSON.parse(localStorage.getItem('userAnswers') || 'null');
    key = answers && answers.painLocation && answers.painLocation.key;
  } catch {
    return;
  }
  if (typeof key !== 'string' || !/^[a-z]+(-[a-z]+)*$/.test(key)) return;
  // In the page's language, as the server chose it (decision 046): the app asks for the same
  // addresses (src/lib/paths.ts), the default language's without a `lang` parameter.
  var lang = document.documentElement.lang;
  var query = /^[a-z]{2,3}$/.test(lang) && lang !== 'en' ? '?lang=' + lang : '';
  ['/diagnosis/get-diagnosis-step/', '/diagnosis/get-diseases/'].forEach(function (path) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = path + key + '/' + query;
    document.head.appendChild(link);
  });
})();

// On a password link's page, start checking the link now, alongside the app's code, instead of
// after it has loaded and started (the app's check asks the same address: features/auth/api/
// passwords.ts). The token is in the fragment (/reset-password#token=…, /set-password/link#token=…)
// or, in set-password links sent before, the path (/set-password/{token}). It must have the shape
// of the links the site sends (LINK_TOKEN_PATTERN in packages/contracts/src/account-constants.ts; a test keeps the two equal).
(function () {
  var token = null;
  try {
    var inPath = /^\/set-password\/([^/]+)\/?$/.exec(location.pathname);
    var inHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
    if (inPath) token = inHash || decodeURIComponent(inPath[1]);
    else if (/^\/reset-password\/?$/.test(location.pathname)) token = inHash;
  } catch {
    return;
  }
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return;
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = '/user/set-password/' + encodeURIComponent(token) + '/';
  document.head.appendChild(link);
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

// The moment the browser has shown the page, its first contentful paint: window.painpointShown
// resolves then, or at once where it cannot be known (a hidden tab, which paints nothing until
// shown; a browser that does not report paints). A page drawn at build time paints from its HTML
// alone, and its own route's scripts are needed only to take it over: they wait in a template
// (#route-scripts) until that moment, then are fetched while the app's entry arrives (a browser
// fetches a module preload's imports too, and all of them arriving before the first paint only
// competed with it). The app takes a drawn page over after the same moment (decision 053).
(function () {
  var shown = (window.painpointShown = new Promise(function (resolve) {
    var Observer = window.PerformanceObserver;
    var reportsPaint = Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0;
    if (document.visibilityState === 'hidden' || !reportsPaint) {
      resolve();
      return;
    }
    var observer = new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
    document.addEventListener(
      'visibilitychange',
      function () {
        observer.disconnect();
        resolve();
      },
      { once: true },
    );
  }));
  function fetchRouteScripts() {
    var later = document.getElementById('route-scripts');
    if (!later) {
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fetchRouteScripts);
      return;
    }
    // One at a time, each in its own task: starting a module preload costs Chromium a few
    // milliseconds, and all of them at once made one task long enough to hold up a tap.
    var links = Array.prototype.slice.call(later.content.children);
    later.remove();
    (function next() {
      var link = links.shift();
      if (!link) return;
      document.head.appendChild(link);
      setTimeout(next, 0);
    })();
  }
  shown.then(fetchRouteScripts);
})();
