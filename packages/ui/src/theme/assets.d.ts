// Vite's `?url` imports (the bundler returns the emitted file's URL).
declare module '*.woff2?url' {
  const url: string;
  export default url;
}
