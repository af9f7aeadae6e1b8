/**
 * jsdom has no modal dialogs: give `<dialog>` the `showModal` and `close` that component tests
 * need (open/close and the close event; no focus trap or inert background). Call in `beforeAll`.
 */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal(): void; close(): void };
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
