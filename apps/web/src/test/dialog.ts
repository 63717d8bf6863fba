/**
 * jsdom has <dialog> without its modal methods: these do what the app's confirmations rely on
 * (open on showModal, close with a `close` event). Call once in a test file's beforeAll.
 */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
