import { Component, type ErrorInfo, type ReactNode } from "react";
import { useLocation } from "react-router";
import { ChunkLoadError } from "../lib/loadChunk";
import { PageBrokenScreen } from "./PageBrokenScreen";
import { PageNotLoadedScreen } from "./PageNotLoadedScreen";

/**
 * What a page throws while rendering gets words and a way on, not a blank screen: a page whose
 * code could not be loaded is said as such, anything else as a bug. Another page clears it.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return <CatchPageError pathname={useLocation().pathname}>{children}</CatchPageError>;
}

/** React's `onCaughtError`: the expected failure is a warning, anything else an error. */
export function reportCaughtError(error: unknown, info: Pick<ErrorInfo, "componentStack">) {
  if (error instanceof ChunkLoadError) console.warn("A page's code could not be loaded.", error);
  else console.error("A page failed while rendering.", error, info.componentStack);
}

interface CatchPageErrorProps {
  pathname: string;
  children: ReactNode;
}

interface CatchPageErrorState {
  caught: { error: unknown } | null;
  pathname: string;
}

// React has error boundaries as classes only.
class CatchPageError extends Component<CatchPageErrorProps, CatchPageErrorState> {
  state: CatchPageErrorState = { caught: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<CatchPageErrorState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    { pathname }: CatchPageErrorProps,
    state: CatchPageErrorState,
  ): Partial<CatchPageErrorState> | null {
    return pathname === state.pathname ? null : { caught: null, pathname };
  }

  render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    if (caught.error instanceof ChunkLoadError) return <PageNotLoadedScreen />;
    return (
      <PageBrokenScreen
        onRetry={() => {
          this.setState({ caught: null });
        }}
      />
    );
  }
}
