import { describe, expect, it } from 'vitest';
import { MerchandiseInputSchema, MerchandiseOrderInputSchema, NO_SIZE, orderProblem, stockRows } from './merchandise.ts';

const sized = [
  { size: 'M', stock: 3 },
  { size: 'L', stock: 1 },
  { size: 'XL', stock: 0 },
];

describe('orderProblem', () => {
  it('accepts what the stock of the size covers, whatever the case of the size', () => {
    expect(orderProblem(sized, 'M', 3)).toBeNull();
    expect(orderProblem(sized, 'l', 1)).toBeNull();
    expect(orderProblem([{ size: NO_SIZE, stock: 5 }], NO_SIZE, 5)).toBeNull();
  });

  it('names the size field for a missing, unknown or needless size', () => {
    expect(orderProblem(sized, NO_SIZE, 1)).toEqual({ field: 'size', message: 'Kies een maat' });
    expect(orderProblem(sized, 'S', 1)).toEqual({ field: 'size', message: 'Deze maat bestaat niet voor dit artikel' });
    expect(orderProblem([{ size: NO_SIZE, stock: 5 }], 'M', 1)).toEqual({
      field: 'size',
      message: 'Dit artikel heeft geen maten',
    });
  });

  it('says how many are left, or that it is sold out', () => {
    expect(orderProblem(sized, 'M', 4)?.message).toBe('Er zijn nog maar 3 op voorraad in maat M; bestel er hoogstens 3');
    expect(orderProblem(sized, 'L', 2)?.message).toBe('Er is nog maar 1 op voorraad in maat L; bestel er hoogstens 1');
    expect(orderProblem(sized, 'XL', 1)?.message).toBe('Maat XL is uitverkocht');
    expect(orderProblem([{ size: NO_SIZE, stock: 0 }], NO_SIZE, 1)?.message).toBe('Dit artikel is uitverkocht');
    expect(orderProblem([{ size: NO_SIZE, stock: 2 }], NO_SIZE, 3)).toEqual({
      field: 'quantity',
      message: 'Er zijn nog maar 2 op voorraad; bestel er hoogstens 2',
    });
  });
});

describe('MerchandiseInputSchema', () => {
  const base = { name: 'Shirt', price: '12,50' };

  it('reads a Dutch price and keeps sizes or a total as stock rows', () => {
    const parsed = MerchandiseInputSchema.parse({ ...base, stock: '7' });
    expect(parsed).toMatchObject({ price: 12.5, stock: 7, sizes: [], published: false, brand: 'cannabis' });
    expect(stockRows(parsed)).toEqual([{ size: NO_SIZE, stock: 7 }]);
    const withSizes = MerchandiseInputSchema.parse({ ...base, sizes: [{ size: ' S ', stock: '2' }] });
    expect(stockRows(withSizes)).toEqual([{ size: 'S', stock: 2 }]);
  });

  it('refuses a negative price or stock, three decimals and a foreign image address', () => {
    const message = (input: unknown) => MerchandiseInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ ...base, price: -1 })).toBe('De prijs mag niet negatief zijn');
    expect(message({ ...base, price: '1,005' })).toBe('Prijs: gebruik hoogstens twee decimalen');
    expect(message({ ...base, stock: -1 })).toBe('De voorraad mag niet negatief zijn');
    expect(message({ ...base, images: ['https://elders.example/a.jpg'] })).toBe(
      'Gebruik een afbeelding die je hier hebt geüpload',
    );
    expect(message({ ...base, images: ['/api/images/0b6c2f3e-1d2a-4c5b-8e9f-0a1b2c3d4e5f/card.webp'] })).toBeUndefined();
  });
});

describe('MerchandiseOrderInputSchema', () => {
  it('needs at least one piece and a whole number', () => {
    const base = { name: 'Sanne', email: 'sanne@voorbeeld.nl' };
    expect(MerchandiseOrderInputSchema.safeParse({ ...base, quantity: 0 }).error?.issues[0]?.message).toBe(
      'Bestel minimaal 1 stuk',
    );
    expect(MerchandiseOrderInputSchema.safeParse({ ...base, quantity: '2' }).data).toMatchObject({ quantity: 2, size: '' });
  });
});
