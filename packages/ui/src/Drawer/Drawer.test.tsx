import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeOverlayBehaviour } from '../testing/overlayBehaviour';
import { Drawer } from './Drawer';

describeOverlayBehaviour('Drawer', Drawer);

describe('given an open Drawer on each side', () => {
  it.each([
    ['left', /side_left/],
    [undefined, /side_right/],
    ['bottom', /side_bottom/],
  ] as const)('with side %s, marks the panel with its side', (side, className) => {
    render(
      <Drawer.Root defaultOpen>
        <Drawer.Content side={side}>
          <Drawer.Title>Filters</Drawer.Title>
        </Drawer.Content>
      </Drawer.Root>,
    );
    expect(screen.getByRole('dialog', { name: 'Filters' }).className).toMatch(className);
  });
});
