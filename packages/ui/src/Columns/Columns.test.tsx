import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Column, Columns } from './Columns';
import { column, columns } from './Columns.css';

describe('given Columns that collapse below desktop', () => {
  it('uses the matching variant classes for the row and each column', () => {
    render(
      <Columns collapseBelow="desktop" data-testid="row">
        <Column width="1/3" data-testid="narrow" />
        <Column data-testid="fluid" />
      </Columns>,
    );
    expect(screen.getByTestId('row').className).toContain(columns({ collapseBelow: 'desktop' }));
    expect(screen.getByTestId('narrow').className).toContain(column({ width: '1/3' }));
    expect(screen.getByTestId('fluid').className).toContain(column({ width: 'fluid' }));
  });
});
