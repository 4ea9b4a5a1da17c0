// A unit link policy's investment (signed in): values per fund, cash value and the charts of
// unit prices, value and allocation. The page chooses the policy itself (`?policy=`, else a
// unit link policy of the customer's list), so no selected policy is required.
import type { PortalRoute } from '../../shared/routeTypes';
import { ALLOCATION_CHANGE_PATH, FUND_SWITCH_PATH, INVESTMENT_PATH } from './paths';
import { titles } from './titles';

export const routes: PortalRoute[] = [
  {
    name: 'policy-investment',
    path: INVESTMENT_PATH,
    title: titles.investment,
    screen: () => import('./InvestmentPage'),
  },
  {
    // A fund switch confirmed with a one-time code (`?policy=`, from Investasi).
    name: 'policy-fund-switch',
    path: FUND_SWITCH_PATH,
    title: titles.fundSwitch,
    screen: () => import('./change/FundSwitchPage'),
  },
  {
    // The allocation of the next premiums, confirmed with a one-time code (`?policy=`).
    name: 'policy-allocation-change',
    path: ALLOCATION_CHANGE_PATH,
    title: titles.allocationChange,
    screen: () => import('./change/AllocationChangePage'),
  },
];
