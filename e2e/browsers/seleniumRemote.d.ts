// Node resolves the module by its file (the package has no "exports"); its types are published
// under the directory's name.
declare module "selenium-webdriver/remote/index.js" {
  export * from "selenium-webdriver/remote";
}
