import { INSTALL_APP_LABEL } from "~/data/navigation";
import { useInstallPrompt } from "~/lib/browser/install";
import { button } from "~/styles/button.css";

export function InstallButton() {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <button type="button" className={button.secondary} onClick={() => void install()}>
      {INSTALL_APP_LABEL}
    </button>
  );
}
