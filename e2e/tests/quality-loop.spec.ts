import { expectNoAxeViolations } from '../support/axe';
import { inspect, ship } from '../support/fulfilment';
import { bearerOf, logIn, sidebar } from '../support/login';
import { acmeOrderOnAustinJob } from '../support/orders';
import { checkAndClose, inGerman, pdfText, planAndFinishAnAction, recordFiveWhys, signWithPassword } from '../support/quality';
import { expect, test } from '../support/test';

// A nonconformance from the inspection that finds it to the CAPA that keeps it from coming back,
// across the facility and its customer: inspection fails 3 of 10 brackets and marks them for an
// NCR; the quality engineer raises it from the inbox, filled in; the board scraps 2 and uses 1 as
// it is, signed; the 3 cannot ship while the 7 do; Acme approves the one, signed, and it ships;
// the 2 scrapped are offered to a new job; a CAPA on the NCR is found, acted on, checked and closed
// signed; the NCR's PDF carries both signatures, and the audit trail verifies intact. Every page
// passes axe, in English and in German.

test('an NCR from a failed inspection to its signed decision, the customer’s approval, the shipments and a closed CAPA', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const run = Date.now();
  const title = `Sensor brackets ${run}`;
  const fileName = `sensor-bracket-${run}.stl`;
  const order = await acmeOrderOnAustinJob(request, title, fileName, 10);

  // Inspection fails 3 of the 10 and marks them for an NCR.
  await logIn(page, 'admin@demo.test');
  await page.goto(`/service-provider/part-orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await inspect(page, `${fileName} (10 waiting)`, 7, 3, 'Warped flange on three', { ncr: true });
  await expect(page.getByRole('table', { name: 'Progress per part' })).toContainText('Held for an NCR');
  await expectNoAxeViolations(page);

  // The quality engineer raises it from the inbox: everything is filled in from the inspection and the job.
  await sidebar(page).getByRole('link', { name: 'Part NCR' }).click();
  const entry = page.getByRole('region', { name: `${fileName} of ${title}` });
  await expect(entry).toContainText('Failed pieces3');
  await expectNoAxeViolations(page);
  await entry.getByRole('button', { name: `Raise NCR for ${fileName} of ${title}` }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(new RegExp(`^NCR-\\d{4}-\\d{4}: 3 × ${fileName} failed inspection$`));
  const number = (await heading.textContent())!.split(':')[0]!;
  const facts = page.getByLabel('NCR details');
  for (const fact of ['StatusOpen', 'Pieces3', 'CustomerAcme Robotics', 'FoundAt inspection', order.jobName, 'PA 2200']) {
    await expect(facts).toContainText(fact);
  }
  await expect(page.getByRole('region', { name: 'Description' })).toContainText('Warped flange on three');
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByLabel('Angaben zum NCR')).toContainText('StatusOffen');
    await expectNoAxeViolations(page);
  });

  // The board scraps 2 and uses 1 as it is, signing with its password and a meaning.
  const decide = page.getByRole('form', { name: 'Decide on the pieces' });
  await decide.getByRole('spinbutton', { name: 'Scrap' }).fill('2');
  await decide.getByRole('spinbutton', { name: 'Use as is' }).fill('1');
  await expect(decide.getByRole('status')).toHaveText('3 of 3 pieces decided.');
  await decide.getByRole('button', { name: 'Sign the decision' }).click();
  const signing = page.getByRole('dialog', { name: 'Sign the decision' });
  await expect(signing).toContainText(`You sign the material review board’s decision on ${number}`);
  await signWithPassword(signing);
  await expect(facts).toContainText('StatusAwaiting the customer');
  await expectNoAxeViolations(page);

  // The 3 cannot ship (2 scrapped, 1 held for Acme): the server names the NCR; the 7 ship.
  const austin = await bearerOf(request, 'admin@demo.test');
  const refused = await request.post(`/api/v1/orders/${order.id}/shipments`, {
    headers: austin,
    data: {
      lines: [{ rfqFileId: order.partId, quantity: 10 }],
      packages: [{ weightGrams: 1_200, lengthMm: 300, widthMm: 200, heightMm: 150 }],
      carrier: 'UPS',
      trackingNumber: `1Z${run}X`,
      shipDate: run,
    },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toContain(`; 1 is held by ${number}`);
  await page.goto(`/service-provider/part-orders/${order.id}`);
  await expect(page.getByRole('form', { name: 'New shipment' }).getByLabel(`${fileName} (up to 7)`)).toBeVisible();
  await ship(page, { [fileName]: 7 }, `1Z${run}A`);

  // Acme's engineer finds the request on the order and approves it, signed.
  const acme = await (await browser.newContext()).newPage();
  await logIn(acme, 'engineer@demo.test');
  await acme.goto(`/order-details/${order.id}`);
  const quality = acme.getByRole('region', { name: 'Quality' });
  await expect(quality).toContainText(number);
  await expect(quality).toContainText('1 piece: Use as is');
  await expectNoAxeViolations(acme);
  await inGerman(acme, async () => {
    await expect(acme.getByRole('region', { name: 'Qualität' })).toContainText('1 Teil: Verwenden wie vorliegend');
    await expectNoAxeViolations(acme);
  });
  await quality.getByRole('button', { name: 'Approve' }).click();
  await signWithPassword(acme.getByRole('dialog', { name: 'Sign the approval' }));
  await expect(quality.getByRole('list', { name: 'Signatures' }).getByRole('listitem')).toHaveCount(2);
  await expect(quality.getByRole('button', { name: 'Approve' })).toBeHidden();

  // The approved piece can ship now.
  await page.reload();
  await ship(page, { [fileName]: 1 }, `1Z${run}B`);

  // The 2 scrapped are to be made again: the job form's part selector offers them.
  await page.goto('/service-provider/schedules/new');
  await page.getByLabel('Equipment').selectOption({ label: 'SLS-01 · EOS P 396' });
  await page.getByLabel('Material', { exact: true }).selectOption({ label: 'PA 2200' });
  await page.getByRole('button', { name: 'Add parts from orders' }).click();
  const selector = page.getByRole('region', { name: 'Parts from orders' });
  await selector.getByRole('combobox', { name: 'Order status' }).selectOption({ label: 'Shipped' });
  await selector.getByRole('searchbox', { name: 'Search orders and files' }).fill(fileName);
  await selector.getByRole('button', { name: `Add ${fileName}` }).click();
  await expect(page.getByLabel(`Quantity (${fileName})`)).toHaveValue('2');

  // A CAPA on the NCR: its 5 Whys, an action, and a check that must be effective before it closes.
  await page.goto('/service-provider/quality-management/compliance');
  await page.getByRole('searchbox', { name: 'Search by number, title, defect code, order or part' }).fill(number);
  await page
    .getByRole('table', { name: 'Part NCRs' })
    .getByRole('link', { name: new RegExp(number) })
    .click();
  await expect(facts).toContainText('StatusDispositioned');
  await page.getByRole('button', { name: 'Open a CAPA' }).click();
  await expect(page).toHaveURL(/\/service-provider\/quality-management\/capa\/\d+$/);
  const capaFacts = page.getByLabel('CAPA details');
  await expect(capaFacts).toContainText('StatusOpen');
  await expect(capaFacts).toContainText(number);
  await recordFiveWhys(
    page,
    'Three brackets warped at the flange',
    ['The flange cooled unevenly', 'The parts sat at the edge of the bed'],
    'No rule keeps thin flanges away from the bed’s edge',
  );
  await planAndFinishAnAction(page, capaFacts, 'Add a bed-edge margin for thin flanges to the build rules');
  await checkAndClose(page, capaFacts, 'No warped flange in the next ten builds');
  await inGerman(page, async () => {
    await expect(page.getByLabel('Angaben zur CAPA')).toContainText('StatusAbgeschlossen');
    await expectNoAxeViolations(page);
  });

  // The NCR's PDF carries the board's and Acme's signatures; the audit trail is intact.
  const ncrs = (await (
    await request.get(`/api/v1/quality/ncrs?search=${number}&offset=0&limit=15`, { headers: austin })
  ).json()) as { rows: { id: number; number: string }[] };
  const ncrId = ncrs.rows.find((row) => row.number === number)!.id;
  const pdf = await request.get(`/api/v1/quality/ncrs/${ncrId}/record?format=pdf&language=en_US`, { headers: austin });
  expect(pdf.status()).toBe(200);
  const text = pdfText(await pdf.body());
  expect(text).toContain('Alex Admin');
  expect(text).toContain('Erin Engineer');
  const verified = await request.get('/api/v1/quality/audit/verify', { headers: austin });
  expect(await verified.json()).toEqual(expect.objectContaining({ intact: true }));
});
