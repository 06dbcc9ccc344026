// The desk's keyboard (issue 30): what each key does depending on where the focus is — the search
// field, a card's button, a confirmation's button, a field of the 'Cobrar' form — and whether the
// keys before an Enter came as a scanner's burst.
import { deskKeyAction, type DeskKey } from './use-desk-keys';
import { ScanBurst } from './scan-burst';

function desk() {
  document.body.innerHTML = `
    <main>
      <input data-testid="field" />
      <article><button>Registrar ingreso</button></article>
    </main>
    <section role="dialog">
      <button>Cancelar</button>
      <input aria-label="Monto" />
      <select aria-label="Medio de pago"><option>Efectivo</option></select>
    </section>`;
  const get = (selector: string) => document.querySelector(selector) as Element;
  return {
    field: get('[data-testid="field"]') as HTMLInputElement,
    cardButton: get('article button'),
    dialogButton: get('[role="dialog"] button'),
    amount: get('[aria-label="Monto"]'),
    method: get('select'),
  };
}

const key = (target: Element, name: string, timeStamp: number, extra: Partial<DeskKey> = {}): DeskKey => ({
  key: name,
  timeStamp,
  target,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  isComposing: false,
  ...extra,
});

/** Types `text` on `target` `gap` ms apart, then Enter; answers every key's action. */
function typeAndEnter(target: Element, field: HTMLInputElement, text: string, gap: number) {
  const burst = new ScanBurst();
  const actions = Array.from(text).map((character, index) =>
    deskKeyAction(key(target, character, index * gap), field, burst),
  );
  const enter = deskKeyAction(key(target, 'Enter', text.length * gap), field, burst);
  return { actions, enter };
}

describe('deskKeyAction (issue 30)', () => {
  it('the search field keeps its own keys: a scan there is an ordinary search and Enter', () => {
    const { field } = desk();
    const { actions, enter } = typeAndEnter(field, field, '1023456789', 5);
    expect(new Set(actions.map((action) => action.kind))).toEqual(new Set(['none']));
    expect(enter).toEqual({ kind: 'none' });
  });

  it("a character on a confirmation's button starts a new search with it (the dialog closes unconfirmed)", () => {
    const { field, dialogButton } = desk();
    const burst = new ScanBurst();
    expect(deskKeyAction(key(dialogButton, '7', 0), field, burst)).toEqual({ kind: 'type-ahead', character: '7' });
  });

  it("a character on a card's button goes to the search too; Space and Enter there stay the button's", () => {
    const { field, cardButton } = desk();
    const burst = new ScanBurst();
    expect(deskKeyAction(key(cardButton, 'a', 0), field, burst)).toEqual({ kind: 'type-ahead', character: 'a' });
    expect(deskKeyAction(key(cardButton, ' ', 200), field, burst)).toEqual({ kind: 'none' });
    expect(deskKeyAction(key(cardButton, 'Enter', 400), field, burst)).toEqual({ kind: 'none' });
  });

  it("a scan typed into the 'Cobrar' form's amount ends as a search, not as the form's Enter", () => {
    const { field, amount } = desk();
    const { actions, enter } = typeAndEnter(amount, field, '5234768', 5);
    expect(new Set(actions.map((action) => action.kind))).toEqual(new Set(['none']));
    expect(enter).toEqual({ kind: 'scan', text: '5234768' });
  });

  it('a person typing the amount and Enter submits the form as usual', () => {
    const { field, amount } = desk();
    expect(typeAndEnter(amount, field, '150000', 110).enter).toEqual({ kind: 'none' });
  });

  it('a list of choices takes its own letters (Nequi by its N), never a new search', () => {
    const { field, method } = desk();
    expect(deskKeyAction(key(method, 'N', 0), field, new ScanBurst())).toEqual({ kind: 'none' });
  });

  it('shortcuts (Ctrl+V, Alt+…) and keys typed while composing are left alone and end a burst', () => {
    const { field, amount, dialogButton } = desk();
    const burst = new ScanBurst();
    Array.from('102345').forEach((character, index) => deskKeyAction(key(amount, character, index * 5), field, burst));
    expect(deskKeyAction(key(amount, 'v', 30, { ctrlKey: true }), field, burst)).toEqual({ kind: 'none' });
    expect(deskKeyAction(key(amount, 'Enter', 35), field, burst)).toEqual({ kind: 'none' });
    expect(deskKeyAction(key(dialogButton, 'a', 40, { altKey: true }), field, burst)).toEqual({ kind: 'none' });
    expect(deskKeyAction(key(dialogButton, 'a', 45, { isComposing: true }), field, burst)).toEqual({ kind: 'none' });
  });
});
