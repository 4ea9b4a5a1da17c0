// What 'react' and 'react-dom' resolve to (web/vite.config.ts): Preact's compatibility layer,
// with the behaviours of React's it leaves out that the portal's screens rely on
// (./reactBehaviours.ts). docs/decisions/0014-preact-compat-runtime.md.
import './reactBehaviours';

// @ts-expect-error -- compat's types are written as `export =` (React's own shape), which
// `export *` cannot re-export; the code compiles against @types/react, not against this file.
export * from 'preact/compat';
export { default } from 'preact/compat';
