// Where the focus goes when a screen arrives (issue 30): its heading, even when it shows late or is
// replaced while loading; never away from a control the screen chose or from what the person does.
import { waitFor } from '@testing-library/react';
import { focusElement, watchArrival } from './move-focus';

function shell(): { readonly main: HTMLElement; readonly menuLink: HTMLAnchorElement } {
  document.body.innerHTML = '<nav><a href="/users">Usuarios</a></nav><main tabindex="-1"></main>';
  const menuLink = document.querySelector('a') as HTMLAnchorElement;
  menuLink.focus();
  return { main: document.querySelector('main') as HTMLElement, menuLink };
}

function heading(main: HTMLElement, text: string, marked = true): HTMLElement {
  const element = document.createElement('h2');
  element.textContent = text;
  if (marked) element.setAttribute('data-screen-heading', '');
  main.append(element);
  return element;
}

let stops: Array<() => void> = [];
const watch = (main: HTMLElement, ms?: number) => stops.push(watchArrival(main, ms));

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

describe('focus on arrival (issue 30)', () => {
  it('moves the focus from the menu link to the heading already on screen', () => {
    const { main } = shell();
    const title = heading(main, 'Usuarios');
    watch(main);
    expect(document.activeElement).toBe(title);
  });

  it('waits for a heading that shows late (code and data loading) and focuses it then', async () => {
    const { main, menuLink } = shell();
    watch(main);
    expect(document.activeElement).toBe(menuLink);
    const title = heading(main, 'Ana Gómez');
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it("follows a heading replaced while loading (a profile's 'Perfil' by the name)", async () => {
    const { main } = shell();
    const loading = heading(main, 'Perfil');
    watch(main);
    expect(document.activeElement).toBe(loading);
    loading.remove();
    const name = heading(main, 'Ana Gómez');
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('takes the first h2 of a screen without a marked heading (the receipt), making it focusable', () => {
    const { main } = shell();
    const title = heading(main, 'Gimnasio Titanes', false);
    watch(main);
    expect(document.activeElement).toBe(title);
    expect(title).toHaveAttribute('tabindex', '-1');
  });

  it("leaves the focus in the screen's own control (Ingreso's field) and stops watching", async () => {
    const { main } = shell();
    heading(main, 'Ingreso');
    const field = document.createElement('input');
    main.append(field);
    field.focus();
    watch(main);
    expect(document.activeElement).toBe(field);
    main.append(document.createElement('p'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.activeElement).toBe(field);
  });

  it('stops as soon as the person acts: a heading showing after a key press takes nothing', async () => {
    const { main, menuLink } = shell();
    watch(main);
    menuLink.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    heading(main, 'Usuarios');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.activeElement).toBe(menuLink);
  });

  it('stops after its time: a heading showing later takes nothing', async () => {
    const { main, menuLink } = shell();
    watch(main, 5);
    await new Promise((resolve) => setTimeout(resolve, 20));
    heading(main, 'Usuarios');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.activeElement).toBe(menuLink);
  });
});

describe('focusElement', () => {
  it('focuses a card that is not focusable by itself, from script only (tabindex -1)', () => {
    document.body.innerHTML = '<section aria-label="Historial de Pagos"><p>Total</p></section>';
    const card = document.querySelector('section') as HTMLElement;
    focusElement(card);
    expect(document.activeElement).toBe(card);
    expect(card).toHaveAttribute('tabindex', '-1');
  });

  it('leaves a button as it is and ignores nothing to focus', () => {
    document.body.innerHTML = '<button>Editar Perfil</button>';
    const button = document.querySelector('button') as HTMLElement;
    focusElement(button);
    focusElement(null);
    expect(document.activeElement).toBe(button);
    expect(button).not.toHaveAttribute('tabindex');
  });
});
