/* global window, document */
// Runs before the first paint, before the app's scripts:
// - the stored theme (localStorage "theme") is applied at once, so a dark-theme admin
//   never sees a white flash while the bundle loads;
// - a visitor with no stored session (no access token in either storage; see
//   lib/api/token-storage.ts) is marked `signed-out`, so index.html paints the sign-in
//   page's skeleton, where that visitor is going, instead of a "Loading…" screen.
(function () {
  var root = document.documentElement;
  try {
    if (window.localStorage.getItem('theme') === 'dark') root.classList.add('dark');
  } catch {
    // Storage can be blocked (privacy mode); the light default then applies.
  }
  try {
    var token = window.localStorage.getItem('access_token') || window.sessionStorage.getItem('access_token');
    if (!token) root.classList.add('signed-out');
  } catch {
    // Without storage no session can be kept either.
    root.classList.add('signed-out');
  }
})();
