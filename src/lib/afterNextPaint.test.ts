import { describe, expect, it, vi } from "vitest";
import { afterNextPaint } from "./afterNextPaint";

/** Whether the promise has settled once the tasks queued so far have run. */
async function settledAfterATask(promise: Promise<void>) {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve));
  return settled;
}

describe("afterNextPaint", () => {
  it("waits for the next frame to be painted in a shown tab", async () => {
    vi.spyOn(document, "hidden", "get").mockReturnValue(false);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (frame: FrameRequestCallback) => frames.push(frame));

    const painted = afterNextPaint();
    expect(await settledAfterATask(painted)).toBe(false);

    frames[0]?.(performance.now());
    expect(await settledAfterATask(painted)).toBe(true);
  });

  it("waits only for the tasks already queued in a hidden tab, which paints no frames", async () => {
    vi.spyOn(document, "hidden", "get").mockReturnValue(true);
    const requestFrame = vi.fn();
    vi.stubGlobal("requestAnimationFrame", requestFrame);

    expect(await settledAfterATask(afterNextPaint())).toBe(true);
    expect(requestFrame).not.toHaveBeenCalled();
  });
});
