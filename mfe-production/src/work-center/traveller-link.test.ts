import { lotParam, travellerLot } from './traveller-link';

it('reads the lot from a traveller’s link on any address of the platform', () => {
  expect(travellerLot('https://am.example.com/service-provider/work-center?lot=42')).toBe(42);
  expect(travellerLot('http://localhost:8080/service-provider/work-center?lot=7&x=1')).toBe(7);
});

it('reads nothing from another code: a material label, a lot id that is no id, plain text', () => {
  expect(travellerLot('https://am.example.com/service-provider/material-management/lots?lot=42')).toBeUndefined();
  expect(travellerLot('https://am.example.com/service-provider/work-center?lot=0')).toBeUndefined();
  expect(travellerLot('https://am.example.com/service-provider/work-center?lot=4e2')).toBeUndefined();
  expect(travellerLot('LOT-42')).toBeUndefined();
});

it('reads the lot of the work center’s address only when it is an id', () => {
  expect(lotParam('12')).toBe(12);
  expect([lotParam(null), lotParam(''), lotParam('-3'), lotParam('12a')]).toEqual([undefined, undefined, undefined, undefined]);
});
