import { expect, signUpViaApi, test } from '../fixtures.ts';

test('[MENU] an owner edits the shop’s details with a live preview; the public page shows them', async ({ page, ownedShop }) => {
  await page.goto('/coffeeshop-manager');
  await page.getByRole('tab', { name: 'Gegevens' }).click();
  const form = page.getByRole('form', { name: 'Gegevens van de coffeeshop' });
  const preview = page.getByRole('region', { name: 'Voorbeeld van de openbare pagina' });
  await expect(form.getByLabel('Naam', { exact: true })).toHaveValue(ownedShop.name);

  // A bad postcode and an empty name: each message at its field, nothing saved.
  await form.getByLabel('Naam', { exact: true }).fill('');
  await form.getByLabel('Postcode').fill('12345');
  await form.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(form.getByText('Naam is verplicht')).toBeVisible();
  await expect(form.getByText('Vul een Nederlandse postcode in, bijvoorbeeld 1012 AB')).toBeVisible();
  await expect(form.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');

  const name = `${ownedShop.name} aan het water`;
  await form.getByLabel('Naam', { exact: true }).fill(name);
  await form.getByLabel('Postcode').fill('8232 JZ');
  await form.getByLabel('Omschrijving').fill('Rustige coffeeshop bij het station.');
  await form.getByLabel('Alleen voor ingezetenen van Nederland (ingezetenencriterium)').check();
  await expect(preview.getByRole('heading', { name })).toBeVisible();
  await expect(preview.getByText('Rustige coffeeshop bij het station.')).toBeVisible();
  await form.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(page.getByText('Gegevens opgeslagen')).toBeVisible();

  const shop = (await (await page.request.get(`/api/coffeeshops/${ownedShop.plaatsSlug}/${ownedShop.slug}`)).json()) as {
    name: string;
    description: string;
    residentsOnly: boolean;
  };
  expect(shop).toMatchObject({ name, description: 'Rustige coffeeshop bij het station.', residentsOnly: true });
});

test('[ADMIN] an admin adds a coffeeshop with its owner, who then finds it in menu management', async ({
  page,
  browser,
  signIn,
}) => {
  const ownerPage = await browser.newPage();
  const owner = await signUpViaApi(ownerPage);
  await signIn('admin');
  await page.goto('/admin-coffeeshops');
  await page.getByRole('tab', { name: 'Nieuwe coffeeshop' }).click();
  const form = page.getByRole('form', { name: 'Gegevens van de coffeeshop' });
  const name = `De Flevopolder ${Date.now().toString(36)}`;
  await form.getByLabel('Naam', { exact: true }).fill(name);
  await form.getByLabel('Adres (straat en huisnummer)').fill('Agorabaan 3');
  await form.getByLabel('Postcode').fill('8224 JR');
  await form.getByLabel('Plaats', { exact: true }).fill('Lelystad');
  await form.getByLabel('Breedtegraad').fill('52,5186');
  await form.getByLabel('Lengtegraad').fill('5,4714');
  await form.getByLabel('E-mailadres van de eigenaar (optioneel)').fill(owner.email);
  await form.getByRole('button', { name: 'Coffeeshop toevoegen' }).click();
  await expect(form.getByText('Kies een provincie uit de lijst')).toBeVisible();
  await form.getByLabel('Provincie').selectOption('Flevoland');
  await form.getByRole('button', { name: 'Coffeeshop toevoegen' }).click();
  await expect(page.getByText(`${name} is toegevoegd`)).toBeVisible();

  await ownerPage.goto('/coffeeshop-manager');
  await expect(ownerPage.getByLabel('Coffeeshop', { exact: true })).toContainText(name);
  await ownerPage.close();
});

test('[MENU] an owner posts shop news: a promotion is refused in Dutch, a plain notice is published and removed', async ({
  page,
  ownedShop,
}) => {
  await page.goto('/coffeeshop-manager');
  await page.getByRole('tab', { name: 'Nieuws' }).click();
  const form = page.getByRole('form', { name: 'Nieuwsbericht schrijven' });
  await form.getByLabel('Titel').fill('Actie: 2 gram gratis!');
  await form.getByLabel('Tekst').fill('Deze week 50% korting op alle wiet, de goedkoopste van de stad. Kom snel!');
  await form.getByRole('button', { name: 'Plaatsen' }).click();
  await expect(form.getByText('Verbeter compliance score tot minimaal 70% om in te dienen')).toBeVisible();
  await expect(page.getByText('Nog geen nieuwsberichten.')).toBeVisible();

  const title = 'Aangepaste openingstijden met kerst';
  await form.getByLabel('Titel').fill(title);
  await form.getByLabel('Tekst').fill('Op eerste en tweede kerstdag zijn we open van 12:00 tot 18:00. Fijne feestdagen!');
  await form.getByRole('button', { name: 'Plaatsen' }).click();
  await expect(page.getByText('Bericht geplaatst')).toBeVisible();
  const posts = page.getByRole('list', { name: 'Geplaatste berichten' });
  await expect(posts.getByText(title)).toBeVisible();
  const shop = (await (await page.request.get(`/api/coffeeshops/${ownedShop.plaatsSlug}/${ownedShop.slug}`)).json()) as {
    news: Array<{ title: string }>;
  };
  expect(shop.news.map((item) => item.title)).toContain(title);

  await posts.getByRole('button', { name: `Verwijderen: ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText('Bericht verwijderd')).toBeVisible();
  await expect(page.getByText('Nog geen nieuwsberichten.')).toBeVisible();
});
