import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/App";
import { AuthProvider } from "./auth/AuthProvider";
import { createAuthStore } from "./auth/authStore";
import { createFirebaseIdentity } from "./firebase/firebaseIdentity";
import { initDatabase } from "./firebase/firebaseDatabase";
import "./styles.css";

const { app, identity } = createFirebaseIdentity();
const auth = createAuthStore(identity);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AuthProvider store={auth}>
        <App />
      </AuthProvider>
    </BrowserRouter>
  </StrictMode>,
);

// Off the critical path: the database client loads once the first auth state is known and the
// screen showing it has been painted, so it never competes with the first screen. Idle means
// React has rendered that screen; a task queued from the next frame runs after it is painted.
function afterScreenPainted(task: () => void) {
  const whenIdle = "requestIdleCallback" in window ? requestIdleCallback : setTimeout; // Safari
  whenIdle(() => requestAnimationFrame(() => setTimeout(task)));
}
const stopWaiting = auth.subscribe(() => {
  stopWaiting();
  afterScreenPainted(() => {
    initDatabase(app).catch((error: unknown) => {
      console.warn("The database client could not be loaded.", error);
    });
  });
});
