import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default client entry, adapted to the Preact runtime of the browser build
// (docs/decisions/0007-preact-runtime-for-react-code.md). Two differences from React:
// - Preact renders children *into* a container and treats `document` as <html>, so the app's
//   <html> would be nested in it. It hydrates into a stand-in container whose only child is <html>.
// - HydratedRouter suspends (throws a promise) until the router state inlined in the page is
//   decoded; React waits at the root, Preact has no root boundary, so hydration runs again then,
//   in a task of its own (the modules' evaluation and the decoding are one task already).
function documentContainer(): Element {
  const html = document.documentElement;
  return {
    nodeType: 1,
    namespaceURI: null,
    ownerDocument: document,
    firstChild: html,
    childNodes: [html],
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
    contains: (node: Node | null) => document.contains(node),
  } as unknown as Element;
}

function hydrate() {
  try {
    hydrateRoot(
      documentContainer(),
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  } catch (thrown) {
    if (thrown instanceof Promise) thrown.then(afterYield, afterYield);
    else throw thrown;
  }
}

function afterYield() {
  setTimeout(hydrate, 0);
}

startTransition(hydrate);
