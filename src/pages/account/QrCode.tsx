interface QrCodeProps {
  /** The QR code's modules, row by row: true for a dark one. Its quiet zone included. */
  modules: boolean[][];
  /** The text alternative. */
  label: string;
}

/**
 * A QR code as one SVG path, a square for each dark module, on a light square: inside the CSP
 * (no inline style, no data: image). Dark on light in both themes, as scanners read best.
 */
export function QrCode({ modules, label }: QrCodeProps) {
  const size = String(modules.length);
  const squares = modules
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${String(x)} ${String(y)}h1v1h-1z` : "")))
    .join("");
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width="192"
      height="192"
      className="qr-code"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={squares} fill="#000" />
    </svg>
  );
}
