import { Route, Routes } from "react-router";
import { HomePage } from "../pages/HomePage";
import { NotFoundPage } from "../pages/NotFoundPage";
import { ProtectedPage } from "../pages/ProtectedPage";
import { SignInPage } from "../pages/SignInPage";
import { SignUpPage } from "../pages/SignUpPage";
import { AnonymousOnly } from "./AnonymousOnly";
import { SignedInOnly } from "./SignedInOnly";

/** The route table of the spec, with its access rules. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route element={<AnonymousOnly />}>
        <Route path="/auth/sign-in" element={<SignInPage />} />
        <Route path="/auth/sign-up" element={<SignUpPage />} />
      </Route>
      <Route element={<SignedInOnly />}>
        <Route path="/protected" element={<ProtectedPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
