import { useId, useState } from "react";
import { Svg } from "~/components/layout/Icons";
import { CONTACT_FAQ } from "~/data/content";
import * as s from "./contact.css";

/** The WAI-ARIA disclosure pattern: a native <button> in the heading. */
export function Faq() {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <div className={s.faq}>
      {CONTACT_FAQ.map((item, index) => {
        const answerId = `${baseId}-answer-${index}`;
        const expanded = open.has(index);
        return (
          <div key={item.question} className={s.faqItem}>
            <h3 className={s.faqHeading}>
              <button
                type="button"
                className={s.faqButton}
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => toggle(index)}
              >
                <span>{item.question}</span>
                <Svg size={20} className={s.faqChevron}>
                  <path d="M6 9l6 6 6-6" />
                </Svg>
              </button>
            </h3>
            <div id={answerId} hidden={!expanded}>
              <p className={s.faqAnswer}>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
