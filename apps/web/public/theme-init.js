// Runs before the first paint. Sets the theme so the page never flashes the wrong colours, and
// starts the assessment's data early. Kept as a tiny external file because the CSP forbids inline scripts.
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
  ['/diagnosis/get-diagnosis-step/', '/diagnosis/get-diseases/'].forEach(function (path) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = path + key + '/';
    document.head.appendChild(link);
  });
})();
