import { ZContactRequest, ZContactResponse } from "./contact.ts";
import { defineRoute, errorResponses, jsonBody, jsonResponse } from "./route.ts";

export const contactRoute = defineRoute({
  operationId: "contact",
  method: "post",
  path: "/api/contact",
  tags: ["Contact"],
  summary: "Send a message to the team (the contact page form)",
  request: { body: jsonBody(ZContactRequest) },
  responses: {
    200: jsonResponse(ZContactResponse, "Message stored and sent"),
    ...errorResponses(400, 429, 500),
  },
});
