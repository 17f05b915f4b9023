// Server mode's `/pedidos/:id` document runs this before the app (issue 19, decision 024): the
// page's data starts loading while the browser still fetches the JavaScript, not after hydration.
// The API has usually written the request's name and photo into the document already; when it
// could not (its lookup took too long), this paints them as soon as the answer arrives.
// The path's id is only known in the browser, and the API's CSP hashes the documents' inline
// scripts once, so it is a file rather than an inline script.
//
// Loaded `async` (it needs nothing but the path), it asks for what the route's loader would
// otherwise ask for one after another — who is looking (`/api/me`), the request and what this
// person may do with it — with the HTTP adapter's own fetch (`@cg/domain`'s http-marketplace:
// same URL, credentials and Accept), and leaves each answer in `window.cgEarly` by URL. The
// site's server backend (server-backend.client.ts) hands each to the adapter's first GET of that
// URL, once; anything else fetches as usual. Module preloads for the route in the document were
// measured and left out: they compete with these requests and the paint (decision 024).
(function () {
  var match = /^\/pedidos\/([^/]+)\/?$/.exec(location.pathname);
  if (!match) return;
  var id;
  try {
    id = encodeURIComponent(decodeURIComponent(match[1]));
  } catch {
    return; // A malformed path: the route says so itself.
  }
  var early = (window.cgEarly = {});
  function ask(url) {
    var answer = fetch(url, { method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    early[url] = answer;
    return answer;
  }
  ask('/api/me');
  ask('/api/requests/' + id + '/action');
  ask('/api/requests/' + id)
    .then(function (response) {
      return response.ok ? response.clone().json() : null;
    })
    .then(function (request) {
      return new Promise(function (resolve) {
        // Loaded async, it may run before the parser has reached the title it fills in.
        if (document.readyState !== 'loading') resolve(request);
        else
          document.addEventListener(
            'DOMContentLoaded',
            function () {
              resolve(request);
            },
            { once: true },
          );
      });
    })
    .then(function (request) {
      if (!request || typeof request.productName !== 'string') return;
      var name = document.querySelector('[data-cg-early="name"]');
      if (!name) return; // The app has already rendered the page.
      name.textContent = request.productName;
      name.hidden = false;
      var example = document.querySelector('[data-cg-early="example"]');
      if (example && request.isExample === true) example.hidden = false;
      var photo = document.querySelector('[data-cg-early="photo"]');
      if (photo && typeof request.imageId === 'string' && request.imageId) {
        photo.src = '/api/photos/' + encodeURIComponent(request.imageId);
        photo.alt = 'Foto de ' + request.productName;
      }
    })
    .catch(function () {
      // Nothing painted early: the app asks again and shows what it gets.
    });
})();
