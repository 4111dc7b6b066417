export const loadContractConfirmPage = () =>
  import(/* webpackChunkName: "page-contract-confirm" */ './ContractConfirmPage');
export const loadContractPages = () =>
  import(/* webpackChunkName: "page-contracts" */ './ContractPages');
