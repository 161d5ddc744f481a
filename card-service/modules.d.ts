// Non-code modules the card worker imports: wrangler's [[rules]] (and the tests' bundle) load a font
// file as its bytes.
declare module '*.woff' {
  const bytes: ArrayBuffer;
  export default bytes;
}
