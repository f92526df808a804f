import { type ApiRoute, routeTable, ZApiError } from "@reelforge/contract";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "./harness.ts";

type Operation = { operationId: string; responses: Record<string, { content?: Record<string, unknown> }> };
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown> };
};

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

// The one call made to each route: no body, or `{}` where a JSON body is declared (every body
// schema has a required field, so `{}` is a documented 400), placeholder path parameters.
function callOf(path: string, route: ApiRoute | undefined) {
  const url = path.replace(/\{(\w+)\}/g, UNKNOWN_ID);
  const content = route?.request && "body" in route.request ? route.request.body?.content : undefined;
  const json = content && "application/json" in content ? {} : undefined;
  return { url, json };
}

describe("the OpenAPI document (GET /api/openapi.json)", () => {
  let server: TestServer;
  let alice: TestClient;
  let document: Document;

  beforeAll(async () => {
    server = await createTestServer();
    alice = await signUpVerified(server, { email: "alice@example.com" });
    const response = await server.client().get("/api/openapi.json");
    expect(response.status).toBe(200);
    document = (await response.json()) as Document;
  });
  afterAll(() => server?.close());

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("names the main entities once under components.schemas and refers to them", () => {
    const named = Object.keys(document.components.schemas ?? {});
    for (const entity of [
      "Error",
      "User",
      "Generation",
      "GenerationList",
      "CreateGeneration",
      "Upload",
      "UploadList",
      "Token",
      "CreatedToken",
      "PlanId",
      "Subscription",
      "Profile",
    ]) {
      expect(named).toContain(entity);
    }
    const text = JSON.stringify(document.paths);
    // Every error answer is the one Error shape, by reference; no inlined copy of it is left.
    expect(text).toContain('"$ref":"#/components/schemas/Error"');
    expect(text).not.toMatch(/"properties":\{"message":\{"type":"string"\},"extraDetails"/);
    // Used by reference, in a call or in another component.
    const everything = JSON.stringify(document);
    for (const entity of ["User", "Generation", "Upload", "Token", "CreateGeneration"]) {
      expect(everything, entity).toContain(`"$ref":"#/components/schemas/${entity}"`);
    }
    // Each reference names a component that exists.
    for (const [, name] of everything.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      expect(named).toContain(name);
    }
  });

  it("documents exactly the contract's route table, each call once", () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = routeTable.map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect(documented.sort()).toEqual([...declared].sort());
    // SPEC 7's calls are all there.
    for (const call of [
      "POST /api/user/googleAuth",
      "POST /api/user/login",
      "POST /api/user/signup",
      "POST /api/user/logout",
      "GET /api/user/checkAuthroute",
      "POST /api/user/verify",
      "POST /api/user/resend-otp",
      "POST /api/user/forgetpassword",
      "POST /api/user/resetpassword",
      "POST /api/text-to-script/generate",
      "POST /api/video/generate",
      "POST /api/video/download",
      "GET /api/video/download",
      "POST /api/image/generate",
      "POST /api/image/download",
      "POST /api/facelessvideo/generate",
      "POST /api/subscription/create",
      "GET /api/subscription/payment-details",
      "GET /api/subscription/status",
      "POST /api/subscription/cancel-subscription",
    ]) {
      expect(documented).toContain(call);
    }
  });

  it("answers every documented call with a documented status and shape, never a 500", async () => {
    const byOperation = new Map<string, ApiRoute>(routeTable.map((route) => [route.operationId, route]));
    const calls: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const route = byOperation.get(operation.operationId);
        if (!route) throw new Error(`${operation.operationId} is not in the route table`);
        const { url, json } = callOf(path, route);
        // Logging out would end alice's session for the calls after it.
        const client = operation.operationId === "logout" ? server.client() : alice;
        const response = await client.request(url, { method: method.toUpperCase(), json });
        const where = `${method.toUpperCase()} ${path} -> ${response.status}`;
        calls.push(where);
        expect(response.status, where).not.toBe(500);
        expect(Object.keys(operation.responses), where).toContain(String(response.status));
        const declared = (route.responses as Record<number, unknown>)[response.status] as
          | { content?: Record<string, { schema?: unknown }> }
          | undefined;
        const schema = declared?.content?.["application/json"]?.schema;
        if (schema instanceof z.ZodType) {
          const body: unknown = await response.json();
          const parsed = schema.safeParse(body);
          expect(parsed.success, `${where}: ${JSON.stringify(body).slice(0, 300)}`).toBe(true);
          if (response.status >= 400) expect(ZApiError.safeParse(body).success, where).toBe(true);
        } else {
          await response.arrayBuffer();
        }
      }
    }
    expect(calls.length).toBe(routeTable.length);
  });

  it("is served the same to visitors and signed-in users, without internals", async () => {
    const visitor = (await (await server.client().get("/api/openapi.json")).json()) as Document;
    expect(visitor).toEqual(document);
    expect(JSON.stringify(document)).not.toMatch(/_internal|ZodError/);
  });
});
