// tus-js-client's browser build, which the tests load in place of the Node build that
// Node's resolution picks (the app's bundle takes the browser one): the package's own types.
declare module 'tus-js-client/lib.esm/browser/index.js' {
  export * from 'tus-js-client';
}
