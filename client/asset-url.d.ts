// `import url from 'file?url'` (build.mjs copies the file into dist/assets and gives its URL).
declare module '*?url' {
  const url: string;
  export default url;
}
