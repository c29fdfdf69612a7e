// The hostile inputs of e2e/app/hostileInput.spec.ts. Only the inputs: which of them the service
// accepts is the service's business (the emulator accepts more than the real service, and a
// firebase-tools upgrade may change it); what the app does with either answer is the test's.
import { PASSWORD } from "../support/accounts";

export interface HostileInput {
  /** The input, for the test's title. */
  name: string;
  /** The e-mail typed; `id` makes it unique. */
  email: (id: string) => string;
  password: string;
  /** An account to create first, e.g. the one an upper-case e-mail points to. */
  existing?: (id: string) => string;
}

export const HOSTILE_INPUTS: HostileInput[] = [
  { name: "empty e-mail and password", email: () => "", password: "" },
  { name: "empty password", email: (id) => `${id}@example.com`, password: "" },
  { name: "whitespace-only e-mail and password", email: () => " \t  ", password: "      " },
  { name: "whitespace-only password", email: (id) => `${id}@example.com`, password: "        " },
  {
    name: "leading and trailing spaces",
    email: (id) => `   ${id}@example.com  `,
    password: "  pass word  ",
  },
  {
    name: "10,000-character e-mail, 100,000-character password",
    email: (id) => `${id}${"a".repeat(10_000 - id.length - "@example.com".length)}@example.com`,
    password: "p".repeat(100_000),
  },
  {
    name: "Unicode and emoji",
    email: (id) => `ünïcødé-😀-${id}@example.com`,
    password: "pässwörd-😀-密码",
  },
  {
    name: "right-to-left text",
    email: (id) => `مستخدم-${id}@مثال.اختبار`,
    password: "كلمة\u202eالسر",
  },
  { name: "internationalised domain", email: (id) => `${id}@bücher.example`, password: PASSWORD },
  {
    name: "upper-case e-mail of an existing account",
    existing: (id) => `${id}@example.com`,
    email: (id) => `${id}@example.com`.toUpperCase(),
    password: PASSWORD,
  },
  {
    name: "HTML and <script> markup",
    email: (id) => `<img src=x onerror=alert(1)><b data-e2e-markup>${id}</b>@example.com`,
    password: "<script>alert(1)</script>",
  },
  {
    name: "quotes and SQL fragments",
    email: (id) => `' OR '1'='1' --"${id}"@example.com`,
    password: `'; DROP TABLE users; --`,
  },
  {
    name: "control characters (NUL, BEL, tab, line feed)",
    email: (id) => `c\u0000t\u0007r\tl\n-${id}@example.com`,
    password: "pa\u0000ss\u001b\u007fword\t",
  },
];

// The Firebase SDK turns the service's error ("CODE" or "CODE : detail") into the Error whose
// message the app alerts: "Firebase: Error (auth/code)." or "Firebase: detail (auth/code).", with
// the code in kebab case, except for these codes it renames (@firebase/auth's SERVER_ERROR_MAP).
const RENAMED_CODES: Record<string, string> = {
  EMAIL_EXISTS: "email-already-in-use",
  INVALID_LOGIN_CREDENTIALS: "invalid-credential",
  EMAIL_NOT_FOUND: "user-not-found",
  INVALID_PASSWORD: "wrong-password",
  TOO_MANY_ATTEMPTS_TRY_LATER: "too-many-requests",
};

/** The message the SDK makes of the service's error message `answer`. */
export function sdkMessage(answer: string): string {
  const [code = "", detail] = answer.split(" : ");
  const sdkCode = RENAMED_CODES[code] ?? code.toLowerCase().replaceAll("_", "-");
  return `Firebase: ${detail ?? "Error"} (auth/${sdkCode}).`;
}
