import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/App";
import { AuthProvider } from "./auth/AuthProvider";
import { createAuthStore } from "./auth/authStore";
import { checkSessionWhenShown } from "./auth/checkSessionWhenShown";
import { createFirebaseIdentity } from "./firebase/firebaseIdentity";
import { initDatabase } from "./firebase/firebaseDatabase";
import "./styles.css";

const { app, identity } = createFirebaseIdentity();
const auth = createAuthStore(identity);
checkSessionWhenShown(auth);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");

createRoot(root).render(
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

// Off the critical path: the database client loads once the first auth state is known and the
// screen showing it has been painted, so it never competes with the first screen.
const stopWaiting = auth.subscribe(() => {
  stopWaiting();
  afterNextPaint(() => {
    initDatabase(app).catch((error: unknown) => {
      console.warn("The database client could not be loaded.", error);
    });
  });
});

/**
 * Runs `task` once the browser has painted what is rendered now: a task queued from an animation
 * frame runs after that frame is painted. A hidden tab paints nothing and runs no animation frames
 * until it is shown, so there the task only waits for the tasks already queued, React's among them.
 */
function afterNextPaint(task: () => void) {
  if (document.hidden) setTimeout(task);
  else requestAnimationFrame(() => setTimeout(task));
}
