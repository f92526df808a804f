import { describe, expect, it } from "vitest";
import { ZGenerationListQuery } from "./generations-routes.ts";
import { ZUploadListQuery } from "./uploads.ts";

describe("list queries (library and uploads)", () => {
  it("bound the page size and default it when absent or not a number", () => {
    expect(ZGenerationListQuery.parse({}).limit).toBe(20);
    expect(ZGenerationListQuery.parse({ limit: "abc" }).limit).toBe(20);
    expect(ZGenerationListQuery.parse({ limit: "500" }).limit).toBe(50);
    expect(ZGenerationListQuery.parse({ limit: "-3" }).limit).toBe(1);
    expect(ZUploadListQuery.parse({}).limit).toBe(50);
    expect(ZUploadListQuery.parse({ limit: "500" }).limit).toBe(100);
    expect(ZUploadListQuery.parse({ limit: "7", cursor: "c" })).toEqual({ limit: 7, cursor: "c" });
  });

  it("take a kind of their own list and refuse any other, naming the kinds", () => {
    expect(ZGenerationListQuery.parse({ kind: "faceless" }).kind).toBe("faceless");
    expect(ZUploadListQuery.parse({ kind: "audio" }).kind).toBe("audio");
    expect(ZUploadListQuery.parse({ kind: "" }).kind).toBeUndefined();
    const refused = ZUploadListQuery.safeParse({ kind: "faceless" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("kind must be one of image, video, audio");
  });
});
