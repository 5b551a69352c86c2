import { labelRecord, recordPath } from './label-link';

describe('the record a label names', () => {
  it('reads a lot or a batch from its page link, on whichever address the platform is reached', () => {
    expect(labelRecord('https://mes.example.com/service-provider/material-management/lots?lot=12')).toEqual({
      kind: 'lot',
      id: 12,
    });
    expect(labelRecord('http://localhost:8080/service-provider/material-management/batches?batch=7&x=1')).toEqual({
      kind: 'batch',
      id: 7,
    });
    expect(recordPath({ kind: 'batch', id: 7 })).toBe('/service-provider/material-management/batches?batch=7');
    expect(recordPath({ kind: 'lot', id: 12 })).toBe('/service-provider/material-management/lots?lot=12');
  });

  it('names nothing for any other code: another page, another record, no id, or not a link at all', () => {
    for (const scanned of [
      'PA12-26-0917',
      'https://mes.example.com/service-provider/schedules/4',
      'https://mes.example.com/service-provider/material-management/lots?batch=12',
      'https://mes.example.com/service-provider/material-management/batches?batch=new',
      'https://mes.example.com/service-provider/material-management/batches?batch=0',
      'https://mes.example.com/service-provider/material-management/batches',
    ])
      expect(labelRecord(scanned)).toBeUndefined();
  });
});
