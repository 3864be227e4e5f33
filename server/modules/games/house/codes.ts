// Game codes of the house vendor (HOUSE): the two games that really play on this server.
export const HOUSE_SLOT_CODE = 'HOUSE_SLOT';
export const HOUSE_DICE_CODE = 'HOUSE_DICE';
