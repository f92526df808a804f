// What "react" and "react-dom" resolve to in the web build (vite.config.ts): Preact's compat layer,
// plus the one hook of React 19 it lacks that our libraries call.
// See docs/decisions/0007-preact-runtime-for-react-code.md.
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React Router's RouterProvider calls useOptimistic, and sets an optimistic state only inside the
 * transitions it starts when `useTransitions` is true, which this app never sets. Preact has no
 * transitions, so there is never a pending one to be optimistic about: the state passes through.
 */
export function useOptimistic(state) {
  return [state, () => {}];
}
