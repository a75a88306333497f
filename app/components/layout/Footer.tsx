import { Link } from "@remix-run/react";
import { BRAND, HOURS_FOOTER } from "~/data/brand";
import { NewsletterForm } from "~/components/NewsletterForm";
import { InstallButton } from "~/components/layout/InstallButton";
import { container } from "~/styles/utils.css";
import * as s from "./footer.css";
import { FOOTER_TEXT, LEGAL_LINKS, NAV_LINKS, SERVICE_LINKS } from "~/data/navigation";

const LINK_COLUMNS = [
  ["footer-quick", FOOTER_TEXT.quickLinks, NAV_LINKS],
  ["footer-services", FOOTER_TEXT.services, SERVICE_LINKS],
  ["footer-legal", FOOTER_TEXT.legal, LEGAL_LINKS],
] as const;

export function Footer() {
  return (
    <footer className={s.footer}>
      <div className={container}>
        <div className={s.columns}>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={s.heading}>
              {BRAND.name}
            </h2>
            <address>
              <p className={s.muted}>{BRAND.headquarters}</p>
              <p>
                <a href={BRAND.phoneHref} className={s.link}>
                  {BRAND.phone}
                </a>
                <br />
                <a href={BRAND.emailHref} className={s.link}>
                  {BRAND.email}
                </a>
              </p>
            </address>
            <p className={s.muted}>{HOURS_FOOTER}</p>
            {/* On every page, so the browser's offer is caught wherever it comes; nothing shows without one. */}
            <InstallButton />
          </section>
          {LINK_COLUMNS.map(([id, title, links]) => (
            <nav key={id} aria-labelledby={id}>
              <h2 id={id} className={s.heading}>
                {title}
              </h2>
              <ul className={s.list}>
                {links.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className={s.link}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <section aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className={s.heading}>
              {FOOTER_TEXT.newsletter}
            </h2>
            <NewsletterForm />
          </section>
        </div>
        <p className={s.bottom}>{FOOTER_TEXT.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
