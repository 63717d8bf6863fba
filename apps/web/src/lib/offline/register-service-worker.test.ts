import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToasts, type ToastMessage } from '../toast.ts';
import { CACHE_KNOWLEDGE_BASE, SEND_KEPT_MESSAGES, SERVICE_WORKER_URL, SKIP_WAITING } from './protocol.ts';
import { registerServiceWorker } from './register-service-worker.ts';

/** A worker as the page sees it: its state, its messages, its statechange listeners. */
class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  constructor(public active: FakeWorker | null) {
    super();
  }
}

class FakeContainer extends EventTarget {
  register = vi.fn<(url: string) => Promise<FakeRegistration>>();
  constructor(
    public controller: FakeWorker | null,
    readonly registration: FakeRegistration,
  ) {
    super();
    this.register.mockResolvedValue(registration);
  }
  get ready() {
    return Promise.resolve(this.registration);
  }
}

describe('registerServiceWorker', () => {
  let toasts: ToastMessage[];
  let unsubscribe: () => void;
  let reload: ReturnType<typeof vi.fn>;
  /** What the page left for idle time. */
  let idle: (() => void)[];

  beforeEach(() => {
    toasts = [];
    unsubscribe = subscribeToasts((t) => toasts.push(t));
    reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  });
  afterEach(() => {
    unsubscribe();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  function install(container: FakeContainer) {
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  }

  it('offers a waiting new version with a Reload button, and reloads only once it is pressed', async () => {
    const current = new FakeWorker('activated');
    const registration = new FakeRegistration(current);
    const container = new FakeContainer(current, registration);
    install(container);
    registerServiceWorker();
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL));

    // A new version arrives while the visitor is in the middle of something.
    const next = new FakeWorker('installing');
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    next.become('installed');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ kind: 'info', message: 'A new version of PainPoint is ready.' });
    expect(toasts[0]?.action?.label).toBe('Reload');
    expect(next.posted).toEqual([]);
    expect(reload).not.toHaveBeenCalled();

    toasts[0]?.action?.run();
    expect(next.posted).toEqual([{ type: SKIP_WAITING }]);
    expect(reload).not.toHaveBeenCalled();
    container.controller = next;
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers nothing for the first worker; asks it for the knowledge base and kept messages once idle', async () => {
    const first = new FakeWorker('installing');
    const registration = new FakeRegistration(null);
    const container = new FakeContainer(null, registration);
    install(container);
    registerServiceWorker();
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    registration.installing = first;
    registration.dispatchEvent(new Event('updatefound'));
    first.become('installed');
    registration.active = first;
    first.become('activated');
    // The first worker takes charge by itself (clients.claim): the page does not reload.
    container.controller = first;
    container.dispatchEvent(new Event('controllerchange'));
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(toasts).toEqual([]);
    expect(reload).not.toHaveBeenCalled();

    expect(first.posted).toEqual([]);
    for (const callback of idle) callback();
    expect(first.posted).toEqual([{ type: CACHE_KNOWLEDGE_BASE, language: 'en' }, { type: SEND_KEPT_MESSAGES }]);

    // Back online: the messages kept on the device are sent.
    window.dispatchEvent(new Event('online'));
    expect(first.posted.at(-1)).toEqual({ type: SEND_KEPT_MESSAGES });
  });
});
