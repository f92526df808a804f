import { describe, expect, it } from "vitest";
import { routeTable } from "./route-table.ts";

describe("the route table", () => {
  it("names each call once, by operation id and by method and path", () => {
    const ids = routeTable.map((route) => route.operationId);
    const calls = routeTable.map((route) => `${route.method} ${route.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it("declares full paths whose parameters all have a schema", () => {
    for (const route of routeTable) {
      expect(route.path, route.operationId).toMatch(/^\/(api|media)\//);
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const request = (route as { request?: { params?: { shape: Record<string, unknown> } } }).request;
      expect(Object.keys(request?.params?.shape ?? {}).sort(), route.operationId).toEqual(names.sort());
    }
  });

  it("gives every call a success answer and its errors in the one error shape", () => {
    for (const route of routeTable) {
      const statuses = Object.keys(route.responses).map(Number);
      expect(
        statuses.some((status) => status >= 200 && status < 300),
        route.operationId,
      ).toBe(true);
      for (const status of statuses.filter((status) => status >= 400 && status !== 416)) {
        const answer = (route.responses as Record<number, { content?: Record<string, unknown> }>)[status];
        expect(Object.keys(answer?.content ?? {}), `${route.operationId} ${status}`).toEqual([
          "application/json",
        ]);
      }
    }
  });
});
