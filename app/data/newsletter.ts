import type { ToastMessage } from "~/lib/entities";

/* The footer newsletter's toasts, loaded with the footer on every page. */

export const EMAIL_REQUIRED: ToastMessage = {
  title: "Email Required",
  description: "Please enter your email address",
};

export const NEWSLETTER_SUBSCRIBED: ToastMessage = {
  title: "You're Subscribed!",
  description: "Asante! Watch your inbox for new arrivals and offers.",
};
