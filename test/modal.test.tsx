// A dialog that takes over its opener's frame (app/components/dialog/Modal.tsx), under StrictMode as the app
// renders it: development runs each effect twice, and the second run must not undo the handover.
import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loadingFrameMarkup } from "~/components/dialog/LoadingFrame";
import { Modal } from "~/components/dialog/Modal";
import { LOADING_FRAME_ID } from "~/data/ids";

vi.mock("~/lib/stores/toast", () => ({ pushToastLayer: vi.fn(), popToastLayer: vi.fn() }));

beforeEach(() => {
  document.body.innerHTML = loadingFrameMarkup();
});

const frame = () => document.getElementById(LOADING_FRAME_ID) as HTMLDialogElement;
const book = (onClose: () => void) => (
  <StrictMode>
    <Modal title="Book Basic package" onClose={onClose} frame={LOADING_FRAME_ID}>
      <p>Booking form</p>
    </Modal>
  </StrictMode>
);

describe("a dialog opened through a frame", () => {
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
});
