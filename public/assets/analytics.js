// Starts the site's Google tag (gtag.js, loaded beside this file) with the id its script element
// carries. A file of its own because the CSP allows no inline script; the worker links both only on
// a site's production host (worker/render/analytics.ts).
(() => {
  var script = document.currentScript;
  var id = script?.getAttribute('data-analytics-id');
  if (!id) return;
  window.dataLayer = window.dataLayer || [];
  function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads each command as an Arguments object, not an array.
    window.dataLayer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', id);
})();
