export const loadProfilePage = () => import(/* webpackChunkName: "page-profile" */ './ProfilePage');
