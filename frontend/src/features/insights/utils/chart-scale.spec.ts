import { linePaths, niceCeiling, seriesPoints } from '../../../lib/chart-scale.js';
import { periodOf } from './periods.js';

describe('chart arithmetic', () => {
  it('rounds the axis up to a nice number', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(12)).toBe(20);
    expect(niceCeiling(21)).toBe(25);
    expect(niceCeiling(1234)).toBe(2000);
  });

  it('spreads a series across the box, zero at the bottom and the top value at the top', () => {
    expect(seriesPoints([0, 5, 10], 10, { width: 200, height: 100 })).toEqual([
      { x: 0, y: 100 },
      { x: 100, y: 50 },
      { x: 200, y: 0 },
    ]);
    expect(seriesPoints([4], 8, { width: 200, height: 100 })).toEqual([{ x: 100, y: 50 }]);
  });

  it('draws a line and the area under it', () => {
    const { line, area } = linePaths(
      [
        { x: 0, y: 10 },
        { x: 50, y: 0 },
      ],
      20,
    );
    expect(line).toBe('M0,10 L50,0');
    expect(area).toBe('M0,10 L50,0 L50,20 L0,20 Z');
    expect(linePaths([], 20)).toEqual({ line: '', area: '' });
  });

  it('reads the period from the address, 30 days unless it is one offered', () => {
    expect(periodOf('7')).toBe(7);
    expect(periodOf('90')).toBe(90);
    expect(periodOf('45')).toBe(30);
    expect(periodOf(null)).toBe(30);
  });
});
