import { type Html, html } from "../html.js";
import { type Chrome, layout } from "./layout.js";

/**
 * The sign-in form: the key goes in a POST body, never a URL, and comes back only as an HttpOnly
 * cookie (server/catalog-routes.ts); the page never shows it, even after a wrong one.
 */
export function signInPage(chrome: Chrome, problem?: string): Html {
  return layout(
    chrome,
    "Sign in",
    html`<h1>Sign in</h1>
<p>The catalog shows the contracts of the workspace your API key belongs to.</p>
${problem ? html`<p class="problem" role="alert">${problem}</p>` : ""}
<form class="sign-in" method="post" action="${chrome.links.signIn ?? "/sign-in"}">
<label>API key<input type="password" name="key" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form>`,
  );
}
