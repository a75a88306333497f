import { Link, NavLink, useLocation, useMatches } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { opens } from "~/components/dialog/frames";
import { HeaderSearch } from "~/components/search/HeaderSearch";
import { BRAND } from "~/data/brand";
import { CART_BUTTON_ID, PRODUCT_ROUTE_ID } from "~/data/ids";
import { useCart, useCartCount } from "~/lib/stores/cart-store";
import { button, iconButton } from "~/styles/button.css";
import { HEADER_HEIGHT_VAR } from "~/styles/tokens";
import * as s from "./header.css";
import { CartIcon, CloseIcon, LogoMark, MenuIcon, PhoneIcon } from "./Icons";
import { HEADER_ACTIONS, NAV_LINKS } from "~/data/navigation";

const MENU_ID = "menu";

// Constant elements: opening the menu re-renders the header's shell only (links follow the location by context).
const brand = (
  <div className={s.brand}>
    <Link to="/" className={s.logo}>
      <LogoMark className={s.logoMark} size={28} />
      {BRAND.name}
    </Link>
  </div>
);
const search = <HeaderSearch />;
// Call and Book: in the bar from `md`, in the menu below it; one element, rendered in both places.
const callBook = (
  <>
    <a href={BRAND.phoneHref} className={button.secondary}>
      <PhoneIcon size={18} /> {HEADER_ACTIONS.call}
    </a>
    <Link to="/services" className={button.primary}>
      {HEADER_ACTIONS.book}
    </Link>
  </>
);
const actions = <div className={s.wideActions}>{callBook}</div>;
export function Header() {
  const { openCart } = useCart();
  const count = useCartCount();
  const { pathname } = useLocation();
  // The product route without data: its 404 page (its loader threw), where no main link is marked current (an
  // unknown /shop/<slug> is in no section).
  const productNotFound = useMatches().some((m) => m.id === PRODUCT_ROUTE_ID && m.data == null);
  // The mobile menu is open on the path it was opened on: any navigation closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  // --header-height on the root keeps focused elements clear of the sticky header, whose rows vary.
  useEffect(() => {
    const header = headerRef.current!;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(HEADER_HEIGHT_VAR, `${header.getBoundingClientRect().height}px`),
    );
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VAR);
    };
  }, []);

  // Escape anywhere in the header closes the open menu (the search's own Escape comes first).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" || !menuOpen || event.defaultPrevented) return;
    setMenuPath(null);
    toggleRef.current?.focus();
  };

  return (
    // Not an interactive element: Escape from the toggle or a link inside bubbles here (APG's disclosure menu).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <header className={s.header} ref={headerRef} onKeyDown={onKeyDown}>
      <div className={s.bar}>
        {brand}
        <div className={s.tools}>
          {search}
          {actions}
          <button
            type="button"
            className={`${iconButton} ${s.cartButton}`}
            aria-label={`Cart, ${count} ${count === 1 ? "item" : "items"}`}
            aria-haspopup="dialog"
            onClick={openCart}
            id={CART_BUTTON_ID}
            data-testid="cart-button"
            // Until the drawer's code is here (before hydration too), its frame opens at once.
            {...opens.cart}
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
              aria-controls={MENU_ID}
              aria-label="Menu"
              onClick={() => setMenuPath(menuOpen ? null : pathname)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          </div>
        </div>
        <nav aria-label="Main" id={MENU_ID} className={menuOpen ? s.navOpen : s.nav}>
          <ul className={s.navList}>
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                {productNotFound ? (
                  <Link to={l.to} className={s.navLink} prefetch="intent">
                    {l.label}
                  </Link>
                ) : (
                  <NavLink to={l.to} end={l.to === "/"} className={s.navLink} prefetch="intent">
                    {l.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          <div className={s.mobileExtras}>{callBook}</div>
        </nav>
      </div>
    </header>
  );
}
