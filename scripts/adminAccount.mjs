// What each command of `npm run admin` changes in an account, and what it prints of it: pure, so
// checks/adminCommand.test.ts tries each case without a service (scripts/admin.mjs makes the calls).
import { where } from "./adminCommand.mjs";

/** @typedef {import("./adminCommand.mjs").Command} Command */
/** @typedef {import("./adminCommand.mjs").Target} Target */

/**
 * @typedef {object} Factor what the commands read of a second factor (the SDK's MultiFactorInfo)
 * @property {string} factorId "phone" or "totp"
 * @property {string} [phoneNumber]
 * @property {string} [displayName]
 * @property {string} [enrollmentTime] a UTC date string
 */
/**
 * @typedef {object} Account what they read of an account (the Admin SDK's UserRecord)
 * @property {string} uid
 * @property {string} [email]
 * @property {boolean} emailVerified
 * @property {boolean} disabled
 * @property {{ lastSignInTime: string | null }} metadata
 * @property {string} [tokensValidAfterTime] a UTC date string
 * @property {{ enrolledFactors: Factor[] }} [multiFactor]
 */
/** @typedef {"revoke" | { disabled: boolean } | { multiFactor: { enrolledFactors: null } }} Change */

/** @param {string | null | undefined} date a UTC date string, as the Admin SDK gives them */
function iso(date) {
  return date ? new Date(date).toISOString() : "never";
}

/** @param {Account} account @returns {Factor[]} */
function factorsOf(account) {
  return account.multiFactor?.enrolledFactors ?? [];
}

/** @param {Factor} factor @returns {string} */
function factorName({ factorId, phoneNumber, displayName, enrollmentTime }) {
  const kind = { phone: `phone ${phoneNumber}`, totp: "authenticator app" }[factorId];
  const name = displayName ? ` "${displayName}"` : "";
  return `${kind ?? factorId}${name}${enrollmentTime ? ` (added ${iso(enrollmentTime)})` : ""}`;
}

/** @param {Account} account @param {Target} target @returns {string} what `show` prints */
export function describeAccount(account, target) {
  const factors = factorsOf(account).map(factorName);
  const yesNo = (/** @type {boolean} */ yes) => (yes ? "yes" : "no");
  return [
    `${account.email} on ${where(target)}`,
    `  uid:                ${account.uid}`,
    `  address verified:   ${yesNo(account.emailVerified)}`,
    `  second factors:     ${factors.length === 0 ? "none" : factors.join(", ")}`,
    `  disabled:           ${yesNo(account.disabled)}`,
    `  last sign-in:       ${iso(account.metadata.lastSignInTime)}`,
    `  tokens valid since: ${iso(account.tokensValidAfterTime)}`,
  ].join("\n");
}

/**
 * The change `command` makes to `account`: null when it has nothing to change.
 * @param {Command} command @param {Account} account @returns {Change | null}
 */
export function changeFor(command, account) {
  switch (command) {
    case "show":
      return null;
    case "sign-out-everywhere":
      return "revoke";
    case "remove-second-factors":
      // null removes every factor; a list would keep the ones it names.
      return factorsOf(account).length > 0 ? { multiFactor: { enrolledFactors: null } } : null;
    case "disable":
      return account.disabled ? null : { disabled: true };
    case "enable":
      return account.disabled ? { disabled: false } : null;
  }
}

/**
 * What `command` prints once done, from the account `before` and `after` it.
 * @param {Command} command @param {Account} before @param {Account} after @param {Target} target
 * @returns {string}
 */
export function doneMessage(command, before, after, target) {
  const who = `${before.email} (uid ${before.uid}) on ${where(target)}`;
  const factors = factorsOf(before).map(factorName);
  switch (command) {
    case "show":
      return describeAccount(after, target);
    case "sign-out-everywhere":
      return `Signed out everywhere: ${who}. Its tokens are valid since ${iso(after.tokensValidAfterTime)}: each browser signed in before then is signed out at its next token refresh, within the hour.`;
    case "remove-second-factors":
      return factors.length === 0
        ? `${who} has no second factor: nothing changed.`
        : `Removed the second factors of ${who}: ${factors.join(", ")}. It signs in with its password alone now.`;
    case "disable":
      return before.disabled
        ? `${who} is disabled already: nothing changed.`
        : `Disabled ${who}: it cannot sign in, and its sessions end at their next token refresh.`;
    case "enable":
      return before.disabled
        ? `Enabled ${who}: it can sign in again.`
        : `${who} is not disabled: nothing changed.`;
  }
}
