import { ItemChangeCommand } from '../item-change.command.js';

/** `DeleteComponent`, `DeleteSite`, ...: the item is gone for good; its slug stays claimed. */
export class DeleteItem extends ItemChangeCommand {}
