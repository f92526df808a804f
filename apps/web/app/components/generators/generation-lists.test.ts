import type { TGeneration } from "@reelforge/contract";
import { describe, expect, it } from "vitest";
import { LIBRARY_POLL_MS, libraryItems, libraryRefetchInterval, withoutGeneration } from "./generation-lists";

const gen = (id: string, status: TGeneration["status"]): TGeneration => ({
  id,
  kind: "script",
  status,
  stage: null,
  percent: status === "succeeded" ? 100 : 40,
  title: `Generation ${id}`,
  result: null,
  error: null,
  createdAt: "2026-11-26T10:00:00.000Z",
  updatedAt: "2026-11-26T10:00:00.000Z",
});

const pages = (...lists: TGeneration[][]) => ({
  pages: lists.map((items, i) => ({ items, nextCursor: i < lists.length - 1 ? `c${i}` : null })),
  pageParams: lists.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
});

describe("the library's pages", () => {
  it("lists every loaded page in order, each generation once", () => {
    // A new generation pushes the last row of page 1 onto page 2 between reads.
    const data = pages(
      [gen("c", "succeeded"), gen("b", "failed")],
      [gen("b", "failed"), gen("a", "succeeded")],
    );
    expect(libraryItems(data)?.map((g) => g.id)).toEqual(["c", "b", "a"]);
    expect(libraryItems(undefined)).toBeNull();
  });

  it("polls while any loaded generation, on any page, is queued or running, and stops after", () => {
    expect(libraryRefetchInterval(pages([gen("b", "succeeded")], [gen("a", "running")]))).toBe(
      LIBRARY_POLL_MS,
    );
    expect(libraryRefetchInterval(pages([gen("a", "queued")]))).toBe(LIBRARY_POLL_MS);
    expect(
      libraryRefetchInterval(pages([gen("c", "succeeded"), gen("b", "failed")], [gen("a", "cancelled")])),
    ).toBe(false);
    expect(libraryRefetchInterval(undefined)).toBe(false);
  });

  it("drops a deleted generation from whichever page holds it, keeping the cursors", () => {
    const data = pages([gen("c", "succeeded")], [gen("b", "failed"), gen("a", "succeeded")]);
    const after = withoutGeneration(data, "b");
    expect(after?.pages.map((p) => p.items.map((g) => g.id))).toEqual([["c"], ["a"]]);
    expect(after?.pages.map((p) => p.nextCursor)).toEqual(["c0", null]);
    expect(after?.pageParams).toEqual([null, "c0"]);
    expect(data.pages[1]?.items).toHaveLength(2);
  });
});
