import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { toasterMounted } from "~/lib/toast";

export default function Toaster() {
  // Child effects run first, so sonner is subscribed by the time this fires.
  useEffect(() => toasterMounted(), []);
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      duration={6000}
      toastOptions={{ style: { fontSize: "1rem" } }}
      containerAriaLabel="Notifications"
    />
  );
}
