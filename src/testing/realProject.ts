/** A well-formed web config of a real (made-up) Firebase project, as the VITE_FIREBASE_* variables. */
export const REAL_PROJECT = {
  VITE_FIREBASE_API_KEY: "AIzaSyTestOnly-000000000000000000000000",
  VITE_FIREBASE_AUTH_DOMAIN: "my-app-1234.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "my-app-1234",
  VITE_FIREBASE_APP_ID: "1:123456789012:web:0123456789abcdef",
};
