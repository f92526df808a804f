import { type ReactNode, Suspense, useState } from "react";

// Progressive hydration of a prerendered page. Preact hydrates a tree in one task: a marketing
// page's hundreds of elements then keep a phone's main thread busy long enough for a tap to wait
// (and Lighthouse counts it as blocking time). Each part of the page wrapped in <HydrateInTurn>
// (MarketingLayout wraps the header, every section and the footer) hydrates in a task of its own,
// in page order, right after the previous one. The prerendered markup stays on screen meanwhile:
// Preact keeps the DOM of a subtree that suspends during hydration and hydrates it when it
// resumes. Only the first hydration of a prerendered page takes turns; a client-side render (a
// navigation, the dashboard's SPA start) is never delayed.

/** True while the prerendered page (its markup carries the wrappers) has not hydrated yet. */
let firstHydration = typeof document !== "undefined" && document.querySelector("[data-turn]") !== null;
let queue: Promise<void> = Promise.resolve();

type Scheduler = { yield?: () => Promise<void> };

/**
 * Lets the browser handle input and paint, then continues: scheduler.yield() resumes ahead of
 * other queued tasks (so the page becomes interactive as fast as before, only in small tasks);
 * where it is missing, a timer.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** A promise that settles in a new task, after every turn taken before it. */
function nextTurn(): Promise<void> {
  queue = queue.then(yieldToBrowser);
  return queue;
}

/**
 * Ends the first hydration (the root calls it once the page's first render is committed) and
 * calls `done` in the task after the last part of the page has hydrated.
 */
export function afterHydration(done: () => void) {
  firstHydration = false;
  void nextTurn().then(done);
}

type Turn = { promise: Promise<void>; ready: boolean };

/**
 * `wrapper={false}` when `children` is exactly one element (such as <head> or <body>, which cannot
 * have a wrapper): a subtree that suspends during hydration keeps one DOM node.
 */
export function HydrateInTurn({ children, wrapper = true }: { children: ReactNode; wrapper?: boolean }) {
  const [turn] = useState<Turn | null>(() => {
    if (!firstHydration) return null;
    const t: Turn = { ready: false, promise: nextTurn() };
    void t.promise.then(() => {
      t.ready = true;
    });
    return t;
  });
  return (
    <Suspense fallback={null}>
      <Wait turn={turn} wrapper={wrapper}>
        {children}
      </Wait>
    </Suspense>
  );
}

function Wait({ turn, wrapper, children }: { turn: Turn | null; wrapper: boolean; children: ReactNode }) {
  if (turn && !turn.ready) throw turn.promise;
  if (!wrapper) return <>{children}</>;
  // Exactly one element (without a box of its own) around the subtree, whatever number of nodes
  // its children render.
  return (
    <div className="contents" data-turn="">
      {children}
    </div>
  );
}
