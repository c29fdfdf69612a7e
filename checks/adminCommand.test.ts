// What `npm run admin` reads and says, without a service: its arguments, where it acts, the change
// each command makes and every line it prints (scripts/adminCommand.mjs, scripts/adminAccount.mjs).
// checks/admin.contract.test.ts runs the command itself against the Auth emulator.
import { describe, expect, it } from "vitest";
import { changeFor, describeAccount, doneMessage } from "../scripts/adminAccount.mjs";
import {
  COMMANDS,
  failureMessage,
  helpText,
  readRequest,
  where,
} from "../scripts/adminCommand.mjs";

type Account = Parameters<typeof describeAccount>[0];
type Target = Parameters<typeof where>[0];

const EMULATOR: Target = { emulator: "127.0.0.1:9099", projectId: "demo-email-auth" };
const PROJECT: Target = { emulator: null, projectId: "my-app-1234" };

const ACCOUNT: Account = {
  uid: "uid-1",
  email: "ada@example.com",
  emailVerified: true,
  disabled: false,
  metadata: { lastSignInTime: "Sat, 28 Nov 2026 10:00:00 GMT" },
  tokensValidAfterTime: "Fri, 27 Nov 2026 09:00:00 GMT",
};
const PHONE = {
  factorId: "phone",
  phoneNumber: "+16505550101",
  displayName: "Work",
  enrollmentTime: "Thu, 26 Nov 2026 08:00:00 GMT",
};
const WITH_FACTORS: Account = {
  ...ACCOUNT,
  multiFactor: { enrolledFactors: [PHONE, { factorId: "totp" }] },
};
const DISABLED: Account = { ...ACCOUNT, disabled: true };

describe("the admin command's arguments", () => {
  it("take a command and an address, and act on the Auth emulator that npm start serves", () => {
    expect(readRequest(["show", "ada@example.com"], {})).toEqual({
      command: "show",
      email: "ada@example.com",
      target: EMULATOR,
    });
  });

  it("act on the emulator that FIREBASE_AUTH_EMULATOR_HOST names, when it is set", () => {
    const env = { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9199" };
    expect(readRequest(["disable", "ada@example.com"], env)).toEqual({
      command: "disable",
      email: "ada@example.com",
      target: { ...EMULATOR, emulator: "127.0.0.1:9199" },
    });
  });

  it("act on a real project only when --project names it, before or after the others", () => {
    for (const args of [
      ["--project", "my-app-1234", "enable", "ada@example.com"],
      ["enable", "ada@example.com", "--project", "my-app-1234"],
    ]) {
      expect(readRequest(args, {})).toEqual({
        command: "enable",
        email: "ada@example.com",
        target: PROJECT,
      });
    }
  });

  it("ask for help with --help or -h, whatever else they hold", () => {
    expect(readRequest(["--help"], {})).toEqual({ help: true });
    expect(readRequest(["frob", "-h"], {})).toEqual({ help: true });
  });

  it.each<[string[], string]>([
    [
      [],
      "Usage: npm run admin -- <command> <email> [--project <id>] (npm run admin -- --help lists the commands).",
    ],
    [
      ["frob", "ada@example.com"],
      'Unknown command "frob": npm run admin -- --help lists the commands.',
    ],
    [
      ["toString", "ada@example.com"],
      'Unknown command "toString": npm run admin -- --help lists the commands.',
    ],
    [["show"], "show needs the account's e-mail address."],
    [
      ["show", "ada@example.com", "bob@example.com", "eve@example.com"],
      'One address at a time: "bob@example.com eve@example.com" is extra.',
    ],
    [
      ["show", "ada@example.com", "--force"],
      'Unknown option "--force": npm run admin -- --help lists the commands.',
    ],
    [
      ["show", "ada@example.com", "--project"],
      '--project needs a project\'s id, such as my-app-1234: not "".',
    ],
    ...["My_App", "1my-app-1234", "my-app-1234!"].map((id): [string[], string] => [
      ["show", "ada@example.com", "--project", id],
      `--project needs a project's id, such as my-app-1234: not "${id}".`,
    ]),
  ])("refuse %j in one line", (args, line) => {
    expect(readRequest(args, {})).toEqual({ error: line });
  });

  it("refuse --project while FIREBASE_AUTH_EMULATOR_HOST would send its calls to an emulator", () => {
    const env = { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };
    expect(readRequest(["show", "ada@example.com", "--project", "my-app-1234"], env)).toEqual({
      error:
        "FIREBASE_AUTH_EMULATOR_HOST is set (127.0.0.1:9099), which sends every call to an emulator: unset it to act on my-app-1234.",
    });
  });

  it("refuse to run when npm took --project for itself, rather than act on the emulator", () => {
    expect(
      readRequest(["my-app-1234", "show", "ada@example.com"], { npm_config_project: "true" }),
    ).toEqual({
      error:
        "npm took --project for itself: put -- before the arguments (npm run admin -- <command> <email> [--project <id>]).",
    });
  });
});

describe("the admin command's help", () => {
  it("lists every command with what it does, and says where it acts", () => {
    expect(Object.keys(COMMANDS)).toEqual([
      "show",
      "sign-out-everywhere",
      "remove-second-factors",
      "disable",
      "enable",
    ]);
    expect(helpText()).toBe(
      [
        "Usage: npm run admin -- <command> <email> [--project <id>]",
        "",
        "Acts on one account of the Auth emulator that npm start serves (127.0.0.1:9099),",
        "or of the real project that --project names, with Google's Application Default",
        "Credentials (gcloud auth application-default login, or GOOGLE_APPLICATION_CREDENTIALS).",
        "",
        "Commands:",
        "  show                   prints what the service holds of the account",
        "  sign-out-everywhere    ends all its sessions (revokes its refresh tokens)",
        "  remove-second-factors  removes its second factors, after a proof of identity",
        "  disable                keeps it from signing in, and ends its sessions",
        "  enable                 lets it sign in again",
      ].join("\n"),
    );
  });
});

describe("the admin command's failures", () => {
  const failure = (
    code: string,
    target = EMULATOR,
    message = " The service's words. \n  at x\n  at y",
  ) => failureMessage({ code, message }, "ada@example.com", target);

  it("name the place they act on", () => {
    expect(where(EMULATOR)).toBe("the Auth emulator (127.0.0.1:9099)");
    expect(where(PROJECT)).toBe("project my-app-1234");
  });

  it("say an unknown or malformed address changed nothing", () => {
    expect(failure("auth/user-not-found", PROJECT)).toBe(
      "No account has the address ada@example.com on project my-app-1234: nothing changed.",
    );
    expect(failure("auth/invalid-email")).toBe(
      '"ada@example.com" is not an e-mail address: nothing changed.',
    );
  });

  it("say to start the emulator with npm start when none answers", () => {
    expect(failure("app/network-error")).toBe(
      "No Auth emulator answers at 127.0.0.1:9099: start it with npm start (in another terminal), then run this again.",
    );
    expect(failure("app/network-error", PROJECT)).toBe(
      "Google's service could not be reached for project my-app-1234: check the connection, then run this again.",
    );
  });

  it("say how to give credentials for a real project", () => {
    expect(failure("app/invalid-credential", PROJECT)).toBe(
      "No credentials for project my-app-1234: run gcloud auth application-default login, or set GOOGLE_APPLICATION_CREDENTIALS to a service-account key kept outside the repository.",
    );
  });

  it("give any other code with the first line of the service's message", () => {
    expect(failure("auth/insufficient-permission", PROJECT)).toBe(
      "The call to project my-app-1234 failed (auth/insufficient-permission): The service's words.",
    );
  });
});

describe("an account, as show prints it", () => {
  it("has its uid, verification, factors, state, last sign-in and tokens' start", () => {
    expect(describeAccount(WITH_FACTORS, EMULATOR)).toBe(
      [
        "ada@example.com on the Auth emulator (127.0.0.1:9099)",
        "  uid:                uid-1",
        "  address verified:   yes",
        '  second factors:     phone +16505550101 "Work" (added 2026-11-26T08:00:00.000Z), authenticator app',
        "  disabled:           no",
        "  last sign-in:       2026-11-28T10:00:00.000Z",
        "  tokens valid since: 2026-11-27T09:00:00.000Z",
      ].join("\n"),
    );
  });

  it("says none, never and no for what an account has not", () => {
    const fresh: Account = {
      uid: "uid-1",
      email: "ada@example.com",
      emailVerified: false,
      disabled: true,
      metadata: { lastSignInTime: null },
    };
    const lines = describeAccount(fresh, PROJECT).split("\n");
    expect(lines[0]).toBe("ada@example.com on project my-app-1234");
    expect(lines.slice(2)).toEqual([
      "  address verified:   no",
      "  second factors:     none",
      "  disabled:           yes",
      "  last sign-in:       never",
      "  tokens valid since: never",
    ]);
  });
});

describe("each command's change", () => {
  it("is none for show, a revocation for sign-out-everywhere, whatever the account", () => {
    for (const account of [ACCOUNT, WITH_FACTORS, DISABLED]) {
      expect(changeFor("show", account)).toBeNull();
      expect(changeFor("sign-out-everywhere", account)).toBe("revoke");
    }
  });

  it("removes every second factor, or nothing when there is none", () => {
    expect(changeFor("remove-second-factors", WITH_FACTORS)).toEqual({
      multiFactor: { enrolledFactors: null },
    });
    expect(changeFor("remove-second-factors", ACCOUNT)).toBeNull();
    expect(
      changeFor("remove-second-factors", { ...ACCOUNT, multiFactor: { enrolledFactors: [] } }),
    ).toBeNull();
  });

  it("disables an enabled account and enables a disabled one, and no more", () => {
    expect(changeFor("disable", ACCOUNT)).toEqual({ disabled: true });
    expect(changeFor("disable", DISABLED)).toBeNull();
    expect(changeFor("enable", DISABLED)).toEqual({ disabled: false });
    expect(changeFor("enable", ACCOUNT)).toBeNull();
  });
});

describe("what each command prints once done", () => {
  const who = "ada@example.com (uid uid-1) on the Auth emulator (127.0.0.1:9099)";

  it("show: the account", () => {
    expect(doneMessage("show", ACCOUNT, ACCOUNT, EMULATOR)).toBe(
      describeAccount(ACCOUNT, EMULATOR),
    );
  });

  it("sign-out-everywhere: since when tokens are valid, and when browsers are signed out", () => {
    const after = { ...ACCOUNT, tokensValidAfterTime: "Sat, 28 Nov 2026 11:00:00 GMT" };
    expect(doneMessage("sign-out-everywhere", ACCOUNT, after, EMULATOR)).toBe(
      `Signed out everywhere: ${who}. Its tokens are valid since 2026-11-28T11:00:00.000Z: each browser signed in before then is signed out at its next token refresh, within the hour.`,
    );
  });

  it("remove-second-factors: the factors removed, or that there was none", () => {
    expect(doneMessage("remove-second-factors", WITH_FACTORS, ACCOUNT, EMULATOR)).toBe(
      `Removed the second factors of ${who}: phone +16505550101 "Work" (added 2026-11-26T08:00:00.000Z), authenticator app. It signs in with its password alone now.`,
    );
    expect(doneMessage("remove-second-factors", ACCOUNT, ACCOUNT, EMULATOR)).toBe(
      `${who} has no second factor: nothing changed.`,
    );
  });

  it("disable and enable: the change, or that there was none to make", () => {
    expect(doneMessage("disable", ACCOUNT, DISABLED, EMULATOR)).toBe(
      `Disabled ${who}: it cannot sign in, and its sessions end at their next token refresh.`,
    );
    expect(doneMessage("disable", DISABLED, DISABLED, EMULATOR)).toBe(
      `${who} is disabled already: nothing changed.`,
    );
    expect(doneMessage("enable", DISABLED, ACCOUNT, EMULATOR)).toBe(
      `Enabled ${who}: it can sign in again.`,
    );
    expect(doneMessage("enable", ACCOUNT, ACCOUNT, EMULATOR)).toBe(
      `${who} is not disabled: nothing changed.`,
    );
  });
});
