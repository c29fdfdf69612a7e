/**
 * Where the focus goes while `steps` run, in order. A screen reader says each move, even one the
 * next move undoes, so a test of where the focus ends up may need to see the way there too.
 */
export async function focusMoves(steps: () => Promise<void>): Promise<EventTarget[]> {
  const moves: EventTarget[] = [];
  const record = (event: FocusEvent) => {
    if (event.target) moves.push(event.target);
  };
  document.addEventListener("focusin", record);
  try {
    await steps();
  } finally {
    document.removeEventListener("focusin", record);
  }
  return moves;
}
