import type { ApiInput, ApiKey, ApiOk } from "@reelforge/contract";
import { describe, expectTypeOf, it } from "vitest";
import { api } from "./api-client";

// Type tests, checked by `tsc` (npm run typecheck -w apps/web): the client's types come from the
// contract's routes, which the server's handlers are checked against too. Changing the shape of
// an answer in the route table fails here (and at every page that reads the field), and a
// server handler that answers another shape fails the server's typecheck.

type User = {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  subscriptionStatus: "trial" | "active" | "inactive";
  emailVerified: boolean;
  googleId?: string | null | undefined;
  createdAt?: string | undefined;
};

describe("the client's types are the route table's", () => {
  it("types answers by route", () => {
    expectTypeOf<ApiOk<"GET /api/user/checkAuthroute">>().toEqualTypeOf<{ user: User }>();
    expectTypeOf<ApiOk<"POST /api/user/login">>().toEqualTypeOf<{ message: string; user: User }>();
    expectTypeOf<ApiOk<"POST /api/contact">>().toEqualTypeOf<{ message: string; id: string }>();
    expectTypeOf<ApiOk<"POST /api/subscription/create">>().toEqualTypeOf<{ id: string; url: string }>();
    expectTypeOf<ApiOk<"POST /api/generations/{id}/share">>().toEqualTypeOf<{
      url: string;
      expiresAt: string;
    }>();
    expectTypeOf<ApiOk<"GET /api/generations">["nextCursor"]>().toEqualTypeOf<string | null>();
    expectTypeOf<ApiOk<"GET /api/generations/{id}">["status"]>().toEqualTypeOf<
      "queued" | "running" | "succeeded" | "failed" | "cancelled"
    >();
    expectTypeOf(api<"GET /api/subscription/status">)
      .returns.resolves.toHaveProperty("videoGenerationLimit")
      .toEqualTypeOf<number>();
  });

  it("types inputs by route", () => {
    expectTypeOf<ApiInput<"POST /api/user/login">>().toEqualTypeOf<{
      json: { email: string; password: string };
    }>();
    expectTypeOf<ApiInput<"POST /api/generations/{id}/cancel">>().toEqualTypeOf<{ params: { id: string } }>();
    expectTypeOf<"GET /api/user/checkAuthroute">().toExtend<ApiKey>();
    expectTypeOf<"GET /api/user/checkAuth">().not.toExtend<ApiKey>();
  });
});
