import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deleteKeptMessage,
  keepMessage,
  keptMessages,
  sendKeptMessages,
  type KeptMessage,
  type SendOutcome,
} from './kept-messages.ts';

/** Web Locks as the browsers have them (jsdom has none): one holder of a name at a time, in order. */
function installLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const locks = {
    request<T>(name: string, task: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(task);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}

const message = (n: number): KeptMessage => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  message: { name: 'Asha', email: 'asha@example.com', msg: `Message ${n}` },
  keptAt: n,
});

beforeEach(installLocks);
afterEach(async () => {
  for (const kept of await keptMessages()) await deleteKeptMessage(kept.id);
  Reflect.deleteProperty(navigator, 'locks');
});

describe('messages kept on the device', () => {
  it('sends them oldest first; a refused one stays, with its answer, and is not sent again by itself', async () => {
    await keepMessage(message(2));
    await keepMessage(message(1));
    await keepMessage(message(3));
    const outcomes: Record<string, SendOutcome> = {
      'Message 1': 'sent',
      'Message 2': { refused: { status: 400, message: 'Write a message.' } },
      'Message 3': 'sent',
    };
    const send = vi.fn(async (k: KeptMessage) => outcomes[k.message.msg]!);
    expect(await sendKeptMessages(send)).toBe('done');
    expect(send.mock.calls.map(([k]) => k.message.msg)).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(await keptMessages()).toEqual([{ ...message(2), refused: { status: 400, message: 'Write a message.' } }]);

    send.mockClear();
    expect(await sendKeptMessages(send)).toBe('done');
    expect(send).not.toHaveBeenCalled();
  });

  it('stops at the first that must wait for the network, keeping it and those after it', async () => {
    await keepMessage(message(1));
    await keepMessage(message(2));
    const send = vi.fn(async (): Promise<SendOutcome> => 'later');
    expect(await sendKeptMessages(send)).toBe('later');
    expect(send).toHaveBeenCalledTimes(1);
    expect((await keptMessages()).map((k) => k.id)).toEqual([message(1).id, message(2).id]);
  });

  it('sends each message once when the worker and a page both send at the same moment', async () => {
    await keepMessage(message(1));
    await keepMessage(message(2));
    const sent: string[] = [];
    const send = async (k: KeptMessage): Promise<SendOutcome> => {
      await new Promise((r) => setTimeout(r, 5));
      sent.push(k.id);
      return 'sent';
    };
    await Promise.all([sendKeptMessages(send), sendKeptMessages(send), sendKeptMessages(send)]);
    expect(sent).toEqual([message(1).id, message(2).id]);
    expect(await keptMessages()).toEqual([]);
  });

  it('deletes a message only once a send in progress is over, and says when it was sent meanwhile', async () => {
    await keepMessage(message(1));
    let finish: ((o: SendOutcome) => void) | undefined;
    const sending = sendKeptMessages(() => new Promise<SendOutcome>((r) => (finish = r)));
    await vi.waitFor(() => expect(finish).toBeDefined());
    const deleting = deleteKeptMessage(message(1).id);
    finish!('sent');
    await sending;
    expect(await deleting).toBe(false);
  });
});
