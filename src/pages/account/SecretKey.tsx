/**
 * An authenticator app's secret key written out, for people who cannot scan the QR code. Its
 * groups are spaced by the stylesheet, not by spaces: selected and copied, it is the key as is.
 */
export function SecretKey({ secret }: { secret: string }) {
  // Fours, for reading it out and typing it in.
  const groups = Array.from(secret.matchAll(/.{1,4}/g), ([group]) => group);
  return (
    <code className="secret-key">
      {groups.map((group, index) => (
        // The groups are the key's, in its order: their place is their identity.
        <span key={index}>{group}</span>
      ))}
    </code>
  );
}
