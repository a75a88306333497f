import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";

export interface DeferredProps {
  /** Rendered once the box nears the viewport (typically React.lazy components). */
  children: ReactNode;
  /** Class of the box; it should reserve about the height the content will take. */
  className: string;
  /** How far ahead of the viewport loading starts. */
  rootMargin?: string;
}

/**
 * Renders `children` only when its box comes near the viewport, or at the
 * first key press (a keyboard user may Tab there before scrolling), so
 * below-the-fold sections of the home page do not weigh on its first visit.
 * The box keeps its reserved size until the content is in, so nothing
 * visible shifts. Without IntersectionObserver it renders at once.
 */
export function Deferred({ children, className, rootMargin = "200px 0px" }: DeferredProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (show || !el) return;
    if (typeof IntersectionObserver !== "function") {
      setShow(true);
      return;
    }
    const reveal = () => setShow(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) reveal();
    }, { rootMargin });
    observer.observe(el);
    window.addEventListener("keydown", reveal, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("keydown", reveal);
    };
  }, [show, rootMargin]);

  return (
    <div ref={ref} className={show ? undefined : className} data-deferred={show ? "ready" : "waiting"}>
      {show ? <Suspense fallback={<div className={className} />}>{children}</Suspense> : null}
    </div>
  );
}
