interface QrCodeProps {
  /** Row by row, true for a dark module, the quiet zone included. */
  modules: boolean[][];
  label: string;
}

/** One SVG path, so the CSP needs no inline style; dark on light in both themes, for scanners. */
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
