/** In groups of four, spaced by the stylesheet, so that a copy of it is the key as is. */
export function SecretKey({ secret }: { secret: string }) {
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
