import AxeBuilder from '@axe-core/playwright';
import { expect, signUpViaApi, test } from '../fixtures.ts';
import { afterKeyboardPickUp } from '../keyboard-drag.ts';

// axe checks the page's own content (main); the shared header is covered by the accessibility specs.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A date of birth that makes someone 17 today (and for a while yet). */
function seventeen(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 17);
  date.setUTCMonth(date.getUTCMonth() - 2);
  return date.toISOString().slice(0, 10);
}

/*
 * Issue 20 (staff planner): an owner plans a week, a 17-year-old's late shift gets the night-work warning with its
 * rule, the roster is published and the employee sees it and its personal .ics feed. Then (ADR 060) an employee renews
 * that link and claims an open shift, which the owner approves.
 */
test('[STAFF-PLANNER] an owner plans a week, gets the night-work warning, publishes, and the employee sees the roster and its .ics', async ({
  page,
  browser,
  ownedVenue,
}) => {
  test.slow();
  const employeeContext = await browser.newContext();
  const employeePage = await employeeContext.newPage();
  const employee = await signUpViaApi(employeePage);

  await page.goto('/staffing-planner');
  await expect(page.getByRole('heading', { name: 'Personeelsplanner', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Zaak', { exact: true })).toHaveValue(`venue:${ownedVenue.id}`);
  await expect(page.getByText('Nog geen medewerkers. Voeg eerst een medewerker toe.')).toBeVisible();

  await page.getByRole('button', { name: 'Medewerker toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Medewerker toevoegen' });
  await dialog.getByLabel('Naam').fill('Noah de Boer');
  await dialog.getByLabel(/^E-mailadres/).fill(employee.email);
  await dialog.getByLabel('Functie').fill('Bediening');
  await dialog.getByLabel('Contracturen per week').fill('12');
  await dialog.getByLabel('Geboortedatum').fill(seventeen());
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('rowheader', { name: /Noah de Boer/ })).toContainText('17 jaar');

  // Monday afternoon, within the rules.
  await page
    .getByRole('button', { name: /^Dienst toevoegen voor Noah de Boer op/ })
    .first()
    .click();
  let shift = page.getByRole('dialog', { name: 'Dienst toevoegen' });
  await shift.getByLabel('Begin').fill('12:00');
  await shift.getByLabel('Einde').fill('16:00');
  await shift.getByLabel('Pauze (minuten)').fill('0');
  await shift.getByRole('button', { name: 'Opslaan' }).click();
  await expect(shift).toBeHidden();

  // Keyboard drag and drop: Space picks the shift up, the arrow moves it a day on, Space puts it down.
  const grid = page.getByRole('table', { name: 'Rooster van de week' });
  const card = grid.getByRole('button', { name: /^Dienst van Noah de Boer, .*12:00–16:00/ });
  const monday = (await card.textContent()) ?? '';
  await card.focus();
  await page.keyboard.press('Space');
  // "Boven … ma" means the cells are measured (the arrows find their neighbour only then).
  await expect(page.getByRole('status').filter({ hasText: /^Boven Noah de Boer, ma / })).toHaveCount(1);
  await afterKeyboardPickUp(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: /^Boven Noah de Boer, di / })).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Dienst verplaatst naar Noah de Boer, /)).toBeVisible();
  await expect(grid.getByRole('button', { name: /^Dienst van Noah de Boer, .*12:00–16:00/ })).not.toHaveText(monday);

  // A shift that ends before it starts is refused in Dutch.
  await page
    .getByRole('button', { name: /^Dienst toevoegen voor Noah de Boer op/ })
    .nth(4)
    .click();
  shift = page.getByRole('dialog', { name: 'Dienst toevoegen' });
  await shift.getByLabel('Begin').fill('18:00');
  await shift.getByLabel('Einde').fill('17:00');
  await shift.getByRole('button', { name: 'Opslaan' }).click();
  await expect(shift.getByText('Een dienst kan niet eindigen voordat hij begint')).toBeVisible();

  // Friday's late shift runs past 23:00: night work for a 17-year-old.
  await shift.getByLabel('Einde').fill('23:30');
  await shift.getByLabel('Pauze (minuten)').fill('30');
  await shift.getByRole('button', { name: 'Opslaan' }).click();
  await expect(shift).toBeHidden();

  const warnings = page.getByRole('list', { name: 'Arbeidstijdenwet' });
  const night = warnings.getByRole('listitem').filter({ hasText: 'Geen werk tussen 23:00 en 06:00 (16–17 jaar)' });
  await expect(night).toContainText('Noah de Boer (16–17 jaar) werkt 30 minuten tussen 23:00 en 06:00');
  await expect(night).toContainText('Arbeidstijdenwet art. 5:3');
  await expect(night).toContainText('Laat de dienst uiterlijk om 23:00 eindigen');
  await expect(night.getByRole('link', { name: 'bron' })).toHaveAttribute('href', /rijksoverheid\.nl/);
  // Inline on the shift in the grid too.
  await expect(
    page.getByRole('table', { name: 'Rooster van de week' }).getByText('Geen werk tussen 23:00 en 06:00 (16–17 jaar)'),
  ).toBeVisible();
  await expect(page.getByTestId('labour-cost')).not.toHaveText('€ 0,00');

  const axe = await new AxeBuilder({ page }).include('main').withTags(WCAG_TAGS).analyze();
  expect(axe.violations).toEqual([]);

  await page.getByRole('button', { name: 'Publiceer 2 wijzigingen' }).click();
  await expect(page.getByText('2 diensten gepubliceerd, 1 medewerkers gemaild')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alles gepubliceerd' })).toBeDisabled();

  // The employee follows the roster mail's link (the proof of the address; the address alone links nothing) and sees
  // the published roster and a calendar feed.
  const mails = (await (await employeePage.request.get('/api/me/mails')).json()) as Array<{ kind: string; text: string }>;
  const rosterMail = mails.find((mail) => mail.kind === 'staff_roster');
  const rosterLink = /\/staff-planner\?koppel=[\w-]+/.exec(rosterMail?.text ?? '')?.[0];
  expect(rosterLink).toBeDefined();
  await employeePage.goto(rosterLink ?? '/staff-planner');
  await expect(employeePage.getByText('Je rooster is gekoppeld aan je account.')).toBeVisible();
  await expect(employeePage).toHaveURL(/\/staff-planner$/);
  await expect(employeePage.getByRole('heading', { name: 'Personeelsplanner', level: 1 })).toBeVisible();
  const mine = employeePage.getByRole('list', { name: 'Mijn diensten' });
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await expect(mine).toContainText('12:00–16:00');
  await expect(mine).toContainText('18:00–23:30');
  await expect(mine).toContainText(ownedVenue.name);
  const link = employeePage.getByLabel('Persoonlijke agendalink (.ics)');
  const icsUrl = await link.inputValue();
  expect(icsUrl).toMatch(/\/api\/staff-calendar\/[\w-]+\.ics$/);
  const ics = await employeePage.request.get(new URL(icsUrl).pathname);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const calendar = await ics.text();
  expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(calendar).toContain(`Dienst ${ownedVenue.name}`);

  const mineAxe = await new AxeBuilder({ page: employeePage }).include('main').withTags(WCAG_TAGS).analyze();
  expect(mineAxe.violations).toEqual([]);

  await employeeContext.close();
});

/** The Monday of next week and the days after it, as Dutch dates (YYYY-MM-DD). */
function nextWeek(): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7) + 7);
  return Array.from({ length: 7 }, (_, i) => new Date(date.getTime() + i * 86_400_000).toISOString().slice(0, 10));
}

test('[STAFF-PLANNER] an employee renews the calendar link and claims an open shift, which the owner approves', async ({
  page,
  browser,
  ownedVenue,
}) => {
  test.slow();
  const employeeContext = await browser.newContext();
  const employeePage = await employeeContext.newPage();
  const employee = await signUpViaApi(employeePage);
  const origin = test.info().project.use.baseURL as string;
  const base = `/api/staff-planner/places/venue/${ownedVenue.id}`;
  const post = async (path: string, data: object) => {
    const response = await page.request.post(`${base}${path}`, { data, headers: { origin } });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as { id: string };
  };
  const [monday, tuesday, wednesday] = nextWeek() as [string, string, string];
  const { id: employeeId } = await post('/employees', {
    name: 'Sem Mulder',
    email: employee.email,
    role: 'Bediening',
    contractHours: 24,
  });
  await post('/shifts', { employeeId, start: `${tuesday}T12:00`, end: `${tuesday}T16:00` });
  await post('/shifts', { employeeId: null, start: `${wednesday}T10:00`, end: `${wednesday}T14:00` });
  await post('/publish', { week: monday });

  // The employee links the roster through the mailed link and renews the calendar link: the old one stops at once.
  const mails = (await (await employeePage.request.get('/api/me/mails')).json()) as Array<{ kind: string; text: string }>;
  const rosterLink = /\/staff-planner\?koppel=[\w-]+/.exec(mails.find((mail) => mail.kind === 'staff_roster')?.text ?? '')?.[0];
  await employeePage.goto(rosterLink ?? '/staff-planner');
  await expect(employeePage.getByText('Je rooster is gekoppeld aan je account.')).toBeVisible();
  const link = employeePage.getByLabel('Persoonlijke agendalink (.ics)');
  const icsUrl = await link.inputValue();
  await employeePage.getByRole('button', { name: 'Nieuwe link maken' }).click();
  await employeePage.getByRole('alertdialog').getByRole('button', { name: 'Nieuwe link maken' }).click();
  await expect(employeePage.getByText('Nieuwe link gemaakt; de oude werkt niet meer')).toBeVisible();
  await expect(link).not.toHaveValue(icsUrl);
  expect((await employeePage.request.get(new URL(icsUrl).pathname)).status()).toBe(404);
  expect((await employeePage.request.get(new URL(await link.inputValue()).pathname)).status()).toBe(200);

  // Next week's open shift: the employee asks for it.
  await employeePage.getByRole('button', { name: 'Volgende week', exact: true }).click();
  const open = employeePage.getByRole('list', { name: 'Open diensten' });
  await open.getByRole('button', { name: /^Open dienst aanvragen: .* 10:00–14:00$/ }).click();
  await expect(employeePage.getByText('Aanvraag verstuurd naar je leidinggevende')).toBeVisible();
  await expect(open.getByText('Aangevraagd')).toBeVisible();

  // The owner approves the claim; the shift is the employee's.
  await page.goto('/staffing-planner');
  await expect(page.getByLabel('Zaak', { exact: true })).toHaveValue(`venue:${ownedVenue.id}`);
  await page.getByRole('button', { name: 'Volgende week', exact: true }).click();
  const claim = page.getByRole('listitem').filter({ hasText: 'Sem Mulder wil deze open dienst overnemen' });
  await expect(claim).toContainText('10:00–14:00');
  await claim.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(claim).toBeHidden();
  await expect(
    page
      .getByRole('table', { name: 'Rooster van de week' })
      .getByRole('button', { name: /^Dienst van Sem Mulder, .*10:00–14:00/ }),
  ).toBeVisible();
  await employeeContext.close();
});
