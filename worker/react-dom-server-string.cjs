'use strict';
// react-dom/server for the site worker's bundle (the alias in wrangler.toml): React's string renderer
// alone, without the streaming renderer the package's own entry requires beside it. Production or
// development build as the bundler's NODE_ENV says, like the package's entry, so it matches the JSX
// runtime's build; the branch not taken is left out of the bundle.
if (process.env.NODE_ENV === 'production') {
  module.exports = require('../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js');
} else {
  module.exports = require('../node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js');
}
