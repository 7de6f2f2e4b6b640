/* global window, document */
// Runs before the app: the stored theme (localStorage "theme") is applied at once,
// so a dark-theme admin never sees a white flash while the bundle loads.
(function () {
  try {
    if (window.localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
  } catch {
    // Storage can be blocked (privacy mode); the light default then applies.
  }
})();
