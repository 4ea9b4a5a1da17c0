// Three things React does that preact/compat does not, installed on Preact's global hooks
// (`options`) by ./react.ts before anything renders:
//
// - Effects run in a task of their own right after the render, as React's scheduler runs
//   them, not after the next frame (Preact's default: up to 35 ms later, long enough for a
//   click to reach a popup whose 'click outside' listener an effect has not added yet), and
//   the effects still waiting when an event arrives run before its handlers, as React runs
//   the effects of a click's render before the next input event (else the effect of the
//   focus a press gave, running after the click that closed a list, takes the focus back).
// - autoFocus: React focuses an element rendered with autoFocus when it is mounted (a modal's
//   OK button, a form's first field). Preact only sets the attribute, which a browser honours
//   once per page load, not for elements added later.
// - Controlled fields: React puts a field's `value` (`checked`) back after every input event,
//   so a field shows what the state holds even when the handler refused the keystroke
//   (letters in a date, digits past a length) and nothing rendered again. Preact writes the
//   value only when it renders the field.
import { options, type VNode } from 'preact';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Controlled {
  value?: unknown;
  checked?: unknown;
}

/** The element a vnode rendered (Preact's `_dom`, named `__e` in its published builds). */
const domOf = (vnode: VNode): Node | null | undefined => (vnode as { __e?: Node | null }).__e;

const mounted = new WeakSet<Element>();
const controlled = new WeakMap<Field, Controlled>();
const listened = new WeakSet<Field>();

function restore(field: Field) {
  const held = controlled.get(field);
  if (!held) return;
  if (held.value !== undefined && field.value !== String(held.value)) {
    field.value = String(held.value);
  }
  if (held.checked !== undefined && field instanceof HTMLInputElement) {
    field.checked = Boolean(held.checked);
  }
}

/** After the event's handlers and the render they caused (both before this microtask). */
function afterInput(event: Event) {
  const field = event.currentTarget as Field;
  queueMicrotask(() => restore(field));
}

// A message to oneself: a task at once. A setTimeout would be clamped to 4 ms when nested,
// and held by the unit tests' fake timers, which do not hold React's scheduler either.
const effects = new MessageChannel();
let pendingEffects: (() => void)[] = [];
function runEffects() {
  const run = pendingEffects;
  pendingEffects = [];
  run.forEach((callback) => callback());
}
effects.port1.onmessage = runEffects;
// In Node (the unit tests) the channel must not keep the process alive.
(effects.port1 as { unref?: () => void }).unref?.();
options.requestAnimationFrame = (callback) => {
  pendingEffects.push(callback);
  if (pendingEffects.length === 1) effects.port2.postMessage(null);
};

// An event's handlers run, then (a microtask) the render they asked for, then (the next one)
// that render's effects: what React does for a click, a key or typing.
let afterEvent = false;
const runEffectsAfterRender = () => {
  afterEvent = false;
  runEffects();
};
const previousEvent = options.event;
options.event = (event) => {
  if (pendingEffects.length) runEffects();
  if (!afterEvent) {
    afterEvent = true;
    queueMicrotask(() => queueMicrotask(runEffectsAfterRender));
  }
  return previousEvent ? previousEvent(event) : event;
};

const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  previousDiffed?.(vnode);
  if (typeof vnode.type !== 'string') return;
  const dom = domOf(vnode);
  if (!(dom instanceof Element)) return;
  const props = vnode.props as Record<string, unknown>;

  // Its first render is its mount: autoFocus then, not when a later render adds it.
  if (!mounted.has(dom)) {
    mounted.add(dom);
    if (props.autoFocus) {
      // Once the whole tree is in the document, as React does in its commit.
      queueMicrotask(() => {
        if (dom.isConnected && dom instanceof HTMLElement) dom.focus();
      });
    }
  }

  if (
    dom instanceof HTMLInputElement ||
    dom instanceof HTMLTextAreaElement ||
    dom instanceof HTMLSelectElement
  ) {
    const value = props.value ?? undefined;
    const checked = props.checked ?? undefined;
    if (value === undefined && checked === undefined) {
      controlled.delete(dom);
      return;
    }
    controlled.set(dom, { value, checked });
    if (!listened.has(dom)) {
      listened.add(dom);
      // The event compat gives the field's onChange: 'change' for a select, a box or a
      // button, 'input' for text. Not both: a click on a box sends 'input' then 'change', and
      // the value put back between them would be what the 'change' handler reads.
      const clicked = dom instanceof HTMLSelectElement || /^(checkbox|radio|file)$/.test(dom.type);
      dom.addEventListener(clicked ? 'change' : 'input', afterInput);
    }
  }
};
