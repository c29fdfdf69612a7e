import { loadEnv } from "vite";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { readAppConfig } from "./src/config/serviceConfig.ts";
import packageJson from "./package.json" with { type: "json" };

export default defineConfig(({ mode }) => {
  const appConfig = readAppConfig(
    loadEnv(mode, process.cwd(), "VITE_"),
    mode,
    packageJson.repository.url,
  );
  return {
    plugins: [react()],
    define: { __APP_CONFIG__: JSON.stringify(appConfig) },
    server: { host: "127.0.0.1", port: 5173, strictPort: true },
    build: { target: "es2022" },
    test: {
      environment: "jsdom",
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            include: ["src/**/*.test.{ts,tsx}"],
            exclude: ["src/**/*.contract.test.ts"],
            setupFiles: ["src/testing/setup.ts"],
          },
        },
        // Runs the Firebase module against the real Auth emulator (see "test:contract").
        {
          extends: true,
          test: { name: "contract", include: ["src/**/*.contract.test.ts"] },
        },
      ],
    },
  };
});
