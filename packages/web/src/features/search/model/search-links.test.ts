import { describe, expect, it } from 'vitest';
import { orderLink, requisiteLink, userLink } from './search-links';

describe('search links', () => {
  it('opens an order on the history tab of its direction', () => {
    expect(orderLink({ guid: 'o-1', direction: 'pay_out' })).toBe('/history?tab=pay_out&open=o-1');
    expect(orderLink({ guid: 'o-2', direction: 'pay_in' })).toBe('/history?tab=pay_in&open=o-2');
  });

  it('opens a user on their tab, narrowed to them', () => {
    expect(userLink({ uuid: 'u-1', type: 'merchant' })).toBe('/users?tab=merchants&filter[uuid]=u-1&open=u-1');
  });

  it("opens a requisite on the admins' list or the trader's own", () => {
    expect(requisiteLink({ id: 'r-1' }, 'admin')).toBe('/requisites?filter[id]=r-1&open=r-1');
    expect(requisiteLink({ id: 'r-1' }, 'trader')).toBe('/requisite?filter[id]=r-1&open=r-1');
  });
});
