import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/App";
import { AuthProvider } from "./auth/AuthProvider";
import { createAuthStore } from "./auth/authStore";
import { checkSessionWhenShown } from "./auth/checkSessionWhenShown";
import { connectFirebase } from "./firebase/connectFirebase";
import { initDatabase } from "./firebase/firebaseDatabase";
import "./styles.css";

const firebase = connectFirebase();
const auth = createAuthStore(firebase.identity);
checkSessionWhenShown(auth);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");

// A page the error boundary caught (src/app/PageLoadError.tsx) says so itself: React's own
// console.error would report it as an error of the app's code.
const onCaughtError = (error: unknown) => {
  console.warn("A page could not be shown.", error);
};

createRoot(root, { onCaughtError }).render(
  <StrictMode>
    {/* Navigations commit at once, not as transitions: a change of page and of the auth state
        (deleting the account, say) then land in one commit, with no guard's screen in between. */}
    <BrowserRouter useTransitions={false}>
      <AuthProvider store={auth}>
        <App />
      </AuthProvider>
    </BrowserRouter>
  </StrictMode>,
);

/** Resolves once the first auth state is known and the screen showing it has been painted. */
const firstScreenPainted = new Promise<void>((resolve) => {
  const stopWaiting = auth.subscribe(() => {
    stopWaiting();
    resolve();
  });
}).then(afterNextPaint);

// A browser without a session (every first visit) is shown signed out at once, and loads the SDK
// once that screen has been painted, so the two never compete. One that may hold a session shows
// 'Loading...' until the SDK has confirmed it: the SDK loads at once. A click that needs the SDK
// before it has loaded waits for it (src/auth/deferredIdentity.ts).
const sdk = firebase.mayHaveSession ? firebase.load() : firstScreenPainted.then(firebase.load);

// Off the critical path too: the database client, after the SDK and the first screen.
void Promise.all([sdk, firstScreenPainted]).then(
  ([{ app }]) =>
    initDatabase(app).catch((error: unknown) => {
      console.warn("The database client could not be loaded.", error);
    }),
  // A failed load of the SDK is tried again by the first call that needs it, which says so if it
  // fails too. A tab with a stored session stays on 'Loading...', whose hint says to reload.
  () => {},
);

/**
 * Resolves once the browser has painted what is rendered now: a task queued from an animation
 * frame runs after that frame is painted. A hidden tab paints nothing and runs no animation frames
 * until it is shown, so there it only waits for the tasks already queued, React's among them.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.hidden) setTimeout(resolve);
    else requestAnimationFrame(() => setTimeout(resolve));
  });
}
