// Server mode's `/pedidos/:id` document runs this before the app (issue 19, decision 024): the
// page's data starts loading while the browser still fetches the JavaScript, not after hydration.
// The path's id is only known in the browser, and the API's CSP hashes the documents' inline
// scripts once, so it is a file rather than an inline script. It adds the preloads the route's
// loader would otherwise ask for one after another — who is looking (`/api/me`), the request and
// what this person may do with it — the same URLs, mode and credentials as the HTTP adapter's
// fetches (`@cg/domain`'s http-marketplace), so the browser hands those fetches these answers.
(function () {
  var match = /^\/pedidos\/([^/]+)\/?$/.exec(location.pathname);
  if (!match) return;
  var id;
  try {
    id = encodeURIComponent(decodeURIComponent(match[1]));
  } catch {
    return; // A malformed path: the route says so itself.
  }
  ['/api/me', '/api/requests/' + id, '/api/requests/' + id + '/action'].forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  });
})();
