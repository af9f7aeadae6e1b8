/**
 * A deal in a task of its own, right after the press's (issue 12). The task of a press otherwise
 * held the browser's input handling, the deal with its store write, React's render of the new round
 * and the frame's style and layout: 45–70 ms at 4× CPU, a long task at every few rounds. Split, the
 * press's task is the input alone, the deal and its render the next, and the frame that draws it
 * the browser's own. Presses that come before the deal has run are the same press: a double or
 * triple click deals once, as a press during the reveal does nothing (pressThrough.ts).
 *
 * Money is not at stake in the gap: the chips are on the table (debited and stored when placed)
 * until the deal settles the round in one write (src/README.md § Data flow).
 */

/**
 * `action`, run in a new task (a message posted to itself: no timer clamping, and not on a fake
 * test clock) once per burst of calls made before it has run.
 */
export function afterPress<A extends unknown[]>(action: (...args: A) => void): (...args: A) => void {
  let pending = false;
  let args: A;
  // Made at the first press, not here: an open port would keep the prerender's Node process alive.
  let channel: MessageChannel | undefined;
  return (...next: A) => {
    if (pending) return;
    pending = true;
    args = next;
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => {
        pending = false;
        action(...args);
      };
    }
    channel.port2.postMessage(null);
  };
}
