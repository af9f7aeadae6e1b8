// @vitest-environment jsdom
/**
 * A closed Modal is not drawn again while it stays closed, yet opens with the props of the moment
 * it opens, and an open one follows its props.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setUpDialogTests } from '../app/dialogTests.test-util.ts';
import { Modal } from './Modal.tsx';

setUpDialogTests();

let drawn = 0;
function Content({ text }: { text: string }) {
  drawn++;
  return <p>{text}</p>;
}

const modal = (open: boolean, title: string, text: string) => (
  <Modal open={open} onClose={() => undefined} title={title} closeLabel="Lukk" keepMounted>
    <Content text={text} />
  </Modal>
);

describe('Modal', () => {
  it('is not drawn again while closed, and opens with the props it is given then', () => {
    drawn = 0;
    const { rerender } = render(modal(false, 'Første', 'a'));
    expect(drawn).toBe(1);
    rerender(modal(false, 'Andre', 'b'));
    rerender(modal(false, 'Tredje', 'c'));
    expect(drawn).toBe(1);
    rerender(modal(true, 'Fjerde', 'd'));
    expect(screen.getByRole('heading', { name: 'Fjerde' })).toBeInTheDocument();
    expect(screen.getByText('d')).toBeInTheDocument();
    rerender(modal(true, 'Femte', 'e'));
    expect(screen.getByRole('heading', { name: 'Femte' })).toBeInTheDocument();
    expect(screen.getByText('e')).toBeInTheDocument();
  });
});
