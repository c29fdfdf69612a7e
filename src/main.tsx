import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/App";
import { AuthProvider } from "./auth/AuthProvider";
import { createAuthStore } from "./auth/authStore";
import { appConfig } from "./config/appConfig";
import { createFirebaseIdentity } from "./firebase/firebaseIdentity";
import { initDatabase } from "./firebase/firebaseDatabase";
import "./styles.css";

const { app, identity } = createFirebaseIdentity(appConfig.service);
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
// browser is idle again (the screen showing it is up), so it never delays the first screen.
function whenIdle(task: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(task);
  else setTimeout(task); // Safari
}
const stopWaiting = auth.subscribe(() => {
  stopWaiting();
  whenIdle(() => {
    initDatabase(app).catch((error: unknown) => {
      console.warn("The database client could not be loaded.", error);
    });
  });
});
