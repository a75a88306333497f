// A dialog that takes over its opener's frame (app/components/dialog/frames.tsx), under StrictMode as the app
// renders it: development runs each effect twice, and the second run must not undo the handover.
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { StrictMode } from "react";
import { beforeEach, expect, it, vi } from "vitest";
import { FrameDialogs, InFrame } from "~/components/dialog/frames";
import { Modal } from "~/components/dialog/Modal";

vi.mock("~/lib/stores/toast", () => ({ pushToastLayer: vi.fn(), popToastLayer: vi.fn() }));

beforeEach(() => {
  document.body.innerHTML = renderToString(<FrameDialogs />);
});

const frame = () => document.getElementById("loading-frame") as HTMLDialogElement;
const book = (onClose: () => void) => (
  <StrictMode>
    <InFrame frame="loading">
      <Modal title="Book Basic package" onClose={onClose}>
        <p>Booking form</p>
      </Modal>
    </InFrame>
  </StrictMode>
);

it("takes the open frame's place and stays open", () => {
  frame().showModal();
  const onClose = vi.fn();
  render(book(onClose), { container: document.body.appendChild(document.createElement("div")) });
  expect(frame().open).toBe(false);
  expect(screen.getByRole("dialog", { name: "Book Basic package" })).toHaveProperty("open", true);
  expect(onClose).not.toHaveBeenCalled();
});

it("closes at once when the visitor closed the frame while its code loaded", () => {
  const onClose = vi.fn();
  render(book(onClose), { container: document.body.appendChild(document.createElement("div")) });
  expect(onClose).toHaveBeenCalled();
});

// The rule as a type (npx tsc): a frame whose dialog also opens without it (the cart's) cannot stand for one.
// @ts-expect-error "cart" is not an exclusive frame
void (<InFrame frame="cart">{null}</InFrame>);
