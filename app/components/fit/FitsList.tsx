import { useId } from "react";
import { CONNECTOR_LABELS, type Connector } from "~/data/phones";
import type { ProductFit } from "~/lib/entities";
import { fittingByBrand, listText } from "~/lib/fit-details";
import * as s from "./fit.css";

const connectorLabel = (c: Connector) => CONNECTOR_LABELS[c];

export function FitsList({ fits }: { fits: ProductFit }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={s.listTitle}>
        Fits these phones
      </h2>
      {fits.by === "any" ? (
        <p>Every phone, whatever its brand or model.</p>
      ) : (
        <>
          {fits.by === "connector" ? (
            <p>Every phone that charges through {listText(fits.connectors.map(connectorLabel), "or")}:</p>
          ) : null}
          <div className={s.brands} data-testid="fits-list">
            {fittingByBrand(fits).map((group) => {
              // One note for a brand whose every phone charges at standard speed, else one a phone.
              const allSlow = group.phones.every((p) => p.answer === "standard-speed");
              return (
                <div key={group.brand}>
                  <h3 className={s.brandName}>{group.label}</h3>
                  {allSlow ? <p className={s.note}>All charge at standard speed.</p> : null}
                  <ul className={s.phoneList}>
                    {group.phones.map(({ phone, answer }) => (
                      <li key={phone.key}>
                        {phone.name}
                        {answer === "standard-speed" && !allSlow ? (
                          <span className={s.note}> (charges at standard speed)</span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        </>
      )}
    </section>
  );
}
