/**
 * Google Identity Services, loaded only when someone asks to sign in with Google: the script
 * is not part of the portal's bundle and nothing is fetched from Google before that click.
 * The token client asks for an access token with the scopes openid, profile and email
 * (spec section 1); the portal hands it to the session as an external sign-in.
 */

export const GOOGLE_IDENTITY_SCRIPT = "https://accounts.google.com/gsi/client";
export const GOOGLE_SCOPES = "openid profile email";
/** A script that has not arrived by then is treated as unavailable. */
const SCRIPT_TIMEOUT_MS = 15_000;

interface TokenResponse {
  readonly access_token?: string;
  readonly error?: string;
  readonly error_description?: string;
}

interface TokenClientConfig {
  readonly client_id: string;
  readonly scope: string;
  readonly hd?: string;
  readonly callback: (response: TokenResponse) => void;
  readonly error_callback?: (error: { readonly type: string; readonly message?: string }) => void;
}

interface TokenClient {
  requestAccessToken(): void;
}

export interface GoogleOAuth2 {
  initTokenClient(config: TokenClientConfig): TokenClient;
}

interface GoogleWindow {
  readonly google?: { readonly accounts?: { readonly oauth2?: GoogleOAuth2 } };
}

function loadedOAuth2(): GoogleOAuth2 | undefined {
  return (window as GoogleWindow).google?.accounts?.oauth2;
}

let loading: Promise<GoogleOAuth2> | undefined;

/** Adds the script once; a failed load may be retried by the next click. */
export function loadGoogleIdentity(): Promise<GoogleOAuth2> {
  const ready = loadedOAuth2();
  if (ready !== undefined) return Promise.resolve(ready);
  if (loading !== undefined) return loading;
  const attempt = new Promise<GoogleOAuth2>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    const timer = window.setTimeout(() => fail(), SCRIPT_TIMEOUT_MS);
    function fail() {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error("Google Identity Services could not be loaded."));
    }
    script.addEventListener("error", fail);
    script.addEventListener("load", () => {
      window.clearTimeout(timer);
      const oauth2 = loadedOAuth2();
      if (oauth2 === undefined) fail();
      else resolve(oauth2);
    });
    document.head.append(script);
  });
  loading = attempt;
  attempt.catch(() => {
    if (loading === attempt) loading = undefined;
  });
  return attempt;
}

export type GoogleTokenOutcome =
  | { readonly ok: true; readonly accessToken: string }
  /** The user closed the window or said no: nothing to report. */
  | { readonly ok: false; readonly cancelled: true }
  | { readonly ok: false; readonly cancelled: false; readonly message: string };

/** Opens Google's consent window and reports the access token, or why there is none. */
export function requestGoogleAccessToken(
  oauth2: GoogleOAuth2,
  options: { readonly clientId: string; readonly hostedDomain?: string | undefined },
  report: (outcome: GoogleTokenOutcome) => void,
): void {
  const client = oauth2.initTokenClient({
    client_id: options.clientId,
    scope: GOOGLE_SCOPES,
    ...(options.hostedDomain === undefined ? {} : { hd: options.hostedDomain }),
    callback: (response) => {
      if (response.access_token !== undefined && response.access_token !== "") {
        report({ ok: true, accessToken: response.access_token });
      } else if (response.error === "access_denied") {
        report({ ok: false, cancelled: true });
      } else {
        report({
          ok: false,
          cancelled: false,
          message: response.error_description ?? "Google did not sign you in. Try again.",
        });
      }
    },
    error_callback: (error) => {
      if (error.type === "popup_closed") report({ ok: false, cancelled: true });
      else
        report({
          ok: false,
          cancelled: false,
          message:
            error.type === "popup_failed_to_open"
              ? "The Google sign-in window could not open. Allow pop-ups for this site and try again."
              : "Google did not sign you in. Try again.",
        });
    },
  });
  client.requestAccessToken();
}
