// The hostile inputs of e2e/hostileInput.spec.ts, with the identity service's answer to each on
// the sign-up form and then on the sign-in form (the Auth emulator's answers: the real service
// accepts less).
import { PASSWORD } from "./fixtures";

/** What the service answered: its message, alerted, or a success showing the user's e-mail. */
export type Answer = { alert: string } | { signedInAs: string };

export interface Row {
  /** The input, for the report's table. */
  input: string;
  /** The e-mail typed; `id` makes it unique. */
  email: (id: string) => string;
  password: string;
  /** The service's answer on the sign-up form, then on the sign-in form. */
  signUp: (email: string) => Answer;
  signIn: (email: string) => Answer;
  /** An account to create first, e.g. the one an upper-case e-mail points to. */
  existing?: (id: string) => string;
}

function refused(code: string) {
  return () => ({ alert: `Firebase: Error (auth/${code}).` });
}

// How the signed-in home shows an accepted e-mail: as typed, but Chromium cleans an e-mail
// field's value before the app reads it (a line break becomes a space, leading and trailing
// whitespace is trimmed, an international domain turns into punycode:
// https://html.spec.whatwg.org/multipage/input.html#email-state-(type=email)), and the service
// stores e-mails in lower case.
function accepted(shown: (email: string) => string = (email) => email) {
  return (email: string) => ({ signedInAs: shown(email) });
}

export const ROWS: Row[] = [
  {
    input: "empty e-mail and password",
    email: () => "",
    password: "",
    signUp: refused("invalid-email"),
    signIn: refused("invalid-email"),
  },
  {
    input: "empty password",
    email: (id) => `${id}@example.com`,
    password: "",
    signUp: refused("missing-password"),
    signIn: refused("missing-password"),
  },
  {
    input: "whitespace-only e-mail and password",
    email: () => " \t  ",
    password: "      ",
    signUp: refused("missing-email"),
    signIn: refused("invalid-email"),
  },
  {
    input: "whitespace-only password (8 spaces)",
    email: (id) => `${id}@example.com`,
    password: "        ",
    signUp: accepted(),
    signIn: accepted(),
  },
  {
    input: "leading and trailing spaces",
    email: (id) => `   ${id}@example.com  `,
    password: "  pass word  ",
    signUp: accepted((email) => email.trim()),
    signIn: accepted((email) => email.trim()),
  },
  {
    input: "10,000-character e-mail, 100,000-character password",
    email: (id) => `${id}${"a".repeat(10_000 - id.length - "@example.com".length)}@example.com`,
    password: "p".repeat(100_000),
    signUp: accepted(),
    signIn: accepted(),
  },
  {
    input: "Unicode and emoji",
    email: (id) => `ünïcødé-😀-${id}@example.com`,
    password: "pässwörd-😀-密码",
    signUp: accepted(),
    signIn: accepted(),
  },
  {
    input: "right-to-left text",
    email: (id) => `مستخدم-${id}@مثال.اختبار`,
    password: "كلمة\u202eالسر",
    signUp: accepted(),
    signIn: accepted(),
  },
  {
    input: "internationalised domain",
    email: (id) => `${id}@bücher.example`,
    password: PASSWORD,
    signUp: accepted((email) => email.replace("bücher", "xn--bcher-kva")),
    signIn: accepted((email) => email.replace("bücher", "xn--bcher-kva")),
  },
  {
    input: "upper-case e-mail of an existing account",
    existing: (id) => `${id}@example.com`,
    email: (id) => `${id}@example.com`.toUpperCase(),
    password: PASSWORD,
    signUp: refused("email-already-in-use"),
    signIn: accepted((email) => email.toLowerCase()),
  },
  {
    input: "HTML and <script> markup",
    email: (id) => `<img src=x onerror=alert(1)><b data-e2e-markup>${id}</b>@example.com`,
    password: "<script>alert(1)</script>",
    signUp: accepted(),
    signIn: accepted(),
  },
  {
    input: "quotes and SQL fragments",
    email: (id) => `' OR '1'='1' --"${id}"@example.com`,
    password: `'; DROP TABLE users; --`,
    signUp: accepted((email) => email.toLowerCase()),
    signIn: accepted((email) => email.toLowerCase()),
  },
  {
    input: "control characters (NUL, BEL, tab, line feed)",
    email: (id) => `c\u0000t\u0007r\tl\n-${id}@example.com`,
    password: "pa\u0000ss\u001b\u007fword\t",
    signUp: accepted((email) => email.replace("\n", " ")),
    signIn: accepted((email) => email.replace("\n", " ")),
  },
];
