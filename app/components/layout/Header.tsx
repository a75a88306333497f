import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { HeaderSearch } from "~/components/search/HeaderSearch";
import { BRAND } from "~/data/brand";
import { useCart, useCartCount } from "~/lib/cart-store";
import { button, iconButton } from "~/styles/button.css";
import { HEADER_HEIGHT_VAR } from "~/styles/tokens";
import * as s from "./header.css";
import { CartIcon, CloseIcon, LogoMark, MenuIcon, PhoneIcon } from "./Icons";
import { HEADER_ACTIONS, NAV_LINKS } from "~/data/navigation";

function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

/**
 * The header's height as --header-height on the root, which keeps focused and scrolled-to
 * elements clear of the sticky header (global.css): the header wraps onto more rows as the
 * window narrows or the text grows, so no fixed height holds.
 */
function useHeaderHeight(ref: RefObject<HTMLElement>) {
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(HEADER_HEIGHT_VAR, `${header.getBoundingClientRect().height}px`),
    );
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VAR);
    };
  }, [ref]);
}

/** Warm the drawer's chunk before the click lands. */
const preloadDrawer = () => void import("~/components/cart/CartPanels");

/** markCurrentPage={false}: no link marked as the current page (index.html's header answers every path). */
export function Header({ markCurrentPage = true }: { markCurrentPage?: boolean }) {
  const { openCart } = useCart();
  const count = useCartCount();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);

  // Close the mobile menu whenever the route changes.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className={s.header} ref={headerRef}>
      <div className={s.bar}>
        <div className={s.brand}>
          <Link to="/" className={s.logo}>
            <LogoMark className={s.logoMark} size={28} />
            {BRAND.name}
          </Link>
        </div>
        <div className={s.tools}>
          <HeaderSearch />
          <div className={s.wideActions}>
            <a href={BRAND.phoneHref} className={`${button.secondary} ${s.nowrap}`}>
              <PhoneIcon size={18} /> {HEADER_ACTIONS.call}
            </a>
            <Link to="/services" className={`${button.primary} ${s.nowrap}`}>
              {HEADER_ACTIONS.book}
            </Link>
          </div>
          <button
            type="button"
            className={`${iconButton} ${s.cartButton}`}
            aria-label={cartLabel(count)}
            aria-haspopup="dialog"
            onClick={openCart}
            onPointerEnter={preloadDrawer}
            onFocus={preloadDrawer}
            data-testid="cart-button"
          >
            <CartIcon />
            {count > 0 ? (
              <span className={s.badge} aria-hidden="true">
                {count > 99 ? "99+" : count}
              </span>
            ) : null}
          </button>
          <div className={s.menuToggle}>
            <button
              ref={toggleRef}
              type="button"
              className={iconButton}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label="Menu"
              onClick={() => setMenuOpen((o) => !o)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          </div>
        </div>
        <nav aria-label="Main" id={menuId} className={menuOpen ? s.navOpen : s.nav}>
          <ul className={s.navList}>
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                {markCurrentPage ? (
                  <NavLink to={l.to} end={l.to === "/"} className={s.navLink}>
                    {l.label}
                  </NavLink>
                ) : (
                  <Link to={l.to} className={s.navLink}>
                    {l.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <div className={s.mobileExtras}>
            <a href={BRAND.phoneHref} className={button.secondary}>
              <PhoneIcon size={18} /> {HEADER_ACTIONS.call}
            </a>
            <Link to="/services" className={button.primary}>
              {HEADER_ACTIONS.book}
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}
