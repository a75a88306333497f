import type { ReactNode } from "react";
import { CONTACT_METHODS } from "~/data/content";
import { cardText } from "~/components/section.css";
import { card } from "~/styles/utils.css";
import { PhoneIcon, Svg } from "~/components/layout/Icons";
import * as s from "./contact.css";

const ICONS: Record<(typeof CONTACT_METHODS)[number]["kind"], ReactNode> = {
  call: <PhoneIcon />,
  // Drawn here, not in layout/Icons: the shell (every page) carries only what it shows.
  email: (
    <Svg>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </Svg>
  ),
  whatsapp: (
    <Svg>
      <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19z" />
      <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z" />
    </Svg>
  ),
  visit: (
    <Svg>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Svg>
  ),
};

export function ContactMethods() {
  return (
    <ul className={s.methods}>
      {CONTACT_METHODS.map((m) => (
        <li key={m.kind} className={`${card} ${s.method}`}>
          <span className={s.methodIcon}>{ICONS[m.kind]}</span>
          <h3 className={s.methodTitle}>{m.title}</h3>
          <p className={cardText}>{m.text}</p>
          {"href" in m ? (
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
