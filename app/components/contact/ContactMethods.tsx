import type { ReactNode } from "react";
import type { ContactMethod } from "~/data/content";
import { cardText } from "~/components/section.css";
import { card } from "~/styles/utils.css";
import * as s from "./contact.css";

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const ICONS: Record<ContactMethod["kind"], ReactNode> = {
  call: (
    <Icon>
      <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />
    </Icon>
  ),
  email: (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </Icon>
  ),
  visit: (
    <Icon>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Icon>
  ),
};

/** Call (tel:), email (mailto:) and visit (the headquarters) cards. */
export function ContactMethods({ methods }: { methods: readonly ContactMethod[] }) {
  return (
    <ul className={s.methods}>
      {methods.map((m) => (
        <li key={m.kind} className={`${card} ${s.method}`}>
          <span className={s.methodIcon}>{ICONS[m.kind]}</span>
          <h3 className={s.methodTitle}>{m.title}</h3>
          <p className={cardText}>{m.text}</p>
          {m.href ? (
            <a href={m.href} className={s.methodValue}>
              {m.value}
            </a>
          ) : (
            <address className={s.methodValue}>{m.value}</address>
          )}
        </li>
      ))}
    </ul>
  );
}
