import { act, renderHook, waitFor } from "../testing/testingLibrary";
import { describe, expect, it } from "vitest";
import { useReading } from "./useReading";

/** A read whose answers the test gives, one call at a time, in any order. */
function controlledRead() {
  const calls: { resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const read = () =>
    new Promise<string>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { read, calls };
}

describe("useReading", () => {
  it("reads at once, and says so until the answer comes", async () => {
    const { read, calls } = controlledRead();
    const { result } = renderHook(() => useReading(read, []));
    expect(result.current.reading).toEqual({ status: "reading", value: undefined });
    expect(calls).toHaveLength(1);
    act(() => {
      calls[0]?.resolve("first");
    });
    await waitFor(() => {
      expect(result.current.reading).toEqual({ status: "read", value: "first" });
    });
  });

  it("keeps the last value through a reread and through a failure, with the error", async () => {
    const { read, calls } = controlledRead();
    const { result } = renderHook(() => useReading(read, []));
    act(() => {
      calls[0]?.resolve("first");
    });
    await waitFor(() => {
      expect(result.current.reading.status).toBe("read");
    });
    act(() => {
      result.current.reread();
    });
    expect(result.current.reading).toEqual({ status: "reading", value: "first" });
    await waitFor(() => {
      expect(calls).toHaveLength(2);
    });
    const error = new Error("unreachable");
    act(() => {
      calls[1]?.reject(error);
    });
    await waitFor(() => {
      expect(result.current.reading).toEqual({ status: "failed", value: "first", error });
    });
  });

  it("asks again when the question changes, and drops the earlier question's late answer", async () => {
    const first = controlledRead();
    const second = controlledRead();
    const { result, rerender } = renderHook(({ read }) => useReading(read, [read]), {
      initialProps: { read: first.read },
    });
    rerender({ read: second.read });
    expect(result.current.reading.status).toBe("reading");
    act(() => {
      second.calls[0]?.resolve("second");
    });
    await waitFor(() => {
      expect(result.current.reading).toEqual({ status: "read", value: "second" });
    });
    act(() => {
      first.calls[0]?.resolve("first, late");
    });
    await Promise.resolve();
    expect(result.current.reading).toEqual({ status: "read", value: "second" });
  });

  it("keeps the last value while a new question is read (a list does not blink at each keystroke)", async () => {
    const first = controlledRead();
    const second = controlledRead();
    const { result, rerender } = renderHook(({ read }) => useReading(read, [read]), {
      initialProps: { read: first.read },
    });
    act(() => {
      first.calls[0]?.resolve("first");
    });
    await waitFor(() => {
      expect(result.current.reading.status).toBe("read");
    });

    rerender({ read: second.read });

    expect(result.current.reading).toEqual({ status: "reading", value: "first" });
  });

  it("drops a failure of a question that has been asked again since", async () => {
    const { read, calls } = controlledRead();
    const { result } = renderHook(() => useReading(read, []));
    act(() => {
      result.current.reread();
    });
    await waitFor(() => {
      expect(calls).toHaveLength(2);
    });
    act(() => {
      calls[0]?.reject(new Error("stale"));
      calls[1]?.resolve("fresh");
    });
    await waitFor(() => {
      expect(result.current.reading).toEqual({ status: "read", value: "fresh" });
    });
  });

  it("asks again only when its deps change, not for a new read function with the same deps", async () => {
    const { read, calls } = controlledRead();
    const { result, rerender } = renderHook(
      ({ topic }) => useReading(() => read().then((value) => `${topic}: ${value}`), [topic]),
      { initialProps: { topic: "mail" } },
    );
    act(() => {
      calls[0]?.resolve("2");
    });
    await waitFor(() => {
      expect(result.current.reading).toEqual({ status: "read", value: "mail: 2" });
    });

    rerender({ topic: "mail" });
    expect(calls).toHaveLength(1);
    expect(result.current.reading).toEqual({ status: "read", value: "mail: 2" });

    rerender({ topic: "texts" });
    expect(result.current.reading).toEqual({ status: "reading", value: "mail: 2" });
    expect(calls).toHaveLength(2);
  });

  it("reads a value that is itself a function as it is", async () => {
    const answer = () => "a function";
    const { result } = renderHook(() => useReading(() => Promise.resolve(answer), []));
    await waitFor(() => {
      expect(result.current.reading).toEqual({ status: "read", value: answer });
    });
  });
});
