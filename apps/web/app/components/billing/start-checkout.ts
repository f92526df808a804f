import { toast } from "react-toastify";
import { api, errorText } from "../../lib/api-client";

// SPEC 4/5 buy flow: a plan id is required (without one: logged, nothing happens); the browser
// goes to the payment page only when the answer is 200 with an id; a failure shows the server's
// message in a toast.
export async function startCheckout(
  planId: string | undefined,
  go: (url: string) => void,
  returnPath?: string,
): Promise<void> {
  if (!planId) {
    console.error("Buy: no plan id on this card");
    return;
  }
  try {
    const session = await api("POST /api/subscription/create", {
      json: { planId, ...(returnPath ? { returnPath } : {}) },
    });
    if (!session.id || !session.url) {
      console.error("Buy: the checkout answer has no session id");
      return;
    }
    go(session.url);
  } catch (error) {
    toast.error(errorText(error));
  }
}
