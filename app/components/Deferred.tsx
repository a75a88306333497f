import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";

export interface DeferredProps {
  /** Rendered once the box nears the viewport (typically a React.lazy component). */
  children: ReactNode;
  /** Class of the box; it should reserve about the height the content will take. */
  className: string;
}

/**
 * Renders `children` only when its box comes within 200px of the viewport, so
 * below-the-fold sections (the home page's, the kept orders under a tracking result) do not weigh on a first visit.
 * Keyboard users get there too: focus moving down the page scrolls it. The
 * box keeps its reserved size until the content is in, so nothing visible
 * shifts. Without IntersectionObserver it renders at once.
 */
export function Deferred({ children, className }: DeferredProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (show || !el) return;
    if (typeof IntersectionObserver != "function") return setShow(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setShow(true), {
      rootMargin: "200px 0px",
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [show]);

  return (
    <div ref={ref} className={show ? undefined : className}>
      {show ? <Suspense fallback={<div className={className} />}>{children}</Suspense> : null}
    </div>
  );
}
