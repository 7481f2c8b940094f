import { describe, expect, it } from 'vitest';
import { CoffeeshopFormSchema, coffeeshopFormValues } from './coffeeshop-editing.ts';

const filled = {
  ...coffeeshopFormValues(null),
  name: 'De Vliegende Hollander',
  address: 'Oudegracht 12',
  postcode: '3511ap',
  plaats: 'Utrecht',
  province: 'Utrecht',
  latitude: '52,09',
  longitude: '5.12',
  website: ' ',
};

describe('CoffeeshopFormSchema', () => {
  it('turns the typed fields into a shop: comma decimals, empty texts as none, menu in the shop by default', () => {
    expect(CoffeeshopFormSchema.parse(filled)).toMatchObject({
      postcode: '3511AP',
      latitude: 52.09,
      longitude: 5.12,
      website: null,
      phone: null,
      ownerEmail: null,
      menuVisibility: 'in_store',
    });
  });

  it('keeps the input schema’s paths and Dutch messages, and refuses empty coordinates', () => {
    const issues = CoffeeshopFormSchema.safeParse({ ...filled, name: '', province: '', latitude: '' }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Naam is verplicht'],
      ['latitude', 'Vul de breedtegraad in'],
      ['province', 'Kies een provincie uit de lijst'],
    ]);
  });

  it('fills the form from a shop as it stands', () => {
    const shop = CoffeeshopFormSchema.parse(filled);
    const { ownerEmail, ...input } = shop;
    expect(coffeeshopFormValues(input)).toMatchObject({ latitude: '52.09', postcode: '3511AP', ownerEmail: '' });
  });
});
