// Until app/routes/shop.tsx (changed on another branch now) imports ~/components/product/ShopPage itself.
export { ShopPage } from "./ShopPage";
