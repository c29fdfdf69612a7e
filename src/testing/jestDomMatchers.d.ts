// jest-dom 7's own Vitest types augment `Assertion<T>`, which Vitest 5 declares as
// `Assertion<R, T>` (testing-library/jest-dom#738): its matchers would type as returning the
// value, so an un-awaited `.resolves.toBeVisible()` would slip past the lint. Typed here instead,
// on Vitest's `Matchers<R, T>`, until jest-dom's own types follow.
import type { TestingLibraryMatchers } from "@testing-library/jest-dom/matchers";

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into Vitest's own
  interface Matchers<
    R extends void | Promise<void> = void | Promise<void>,
    T = unknown,
  > extends TestingLibraryMatchers<T, R> {}
}
