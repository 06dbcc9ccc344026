// R40 + R35: 'Vender' finds products by the beginnings of their words, in any order, accents and case aside.
import type { ProductView } from '@gym/domain';
import { productsMatching } from './sale-form';

const product = (name: string): ProductView => ({
  productId: name,
  name,
  price: 3000,
  stock: 5,
  lowStockThreshold: 1,
  active: true,
  lowStock: false,
});

const PRODUCTS = [
  product('Agua 600 ml'),
  product('Barra de proteína'),
  product('Agua con gas'),
  product('Proteína Whey 2 lb'),
];

describe("R40: the sale's product search (R35)", () => {
  it.each<[string, string[]]>([
    ['agua', ['Agua 600 ml', 'Agua con gas']],
    ['PROTEINA barra', ['Barra de proteína']],
    ['prot', ['Barra de proteína', 'Proteína Whey 2 lb']],
    ['gua', []],
    ['', []],
    ['600', ['Agua 600 ml']],
  ])('%p finds %p', (text, names) => {
    expect(productsMatching(PRODUCTS, text).map((found) => found.name)).toEqual(names);
  });
});
