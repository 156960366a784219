import { ItemChangeCommand } from '../item-change.command.js';

/** `UnpublishComponent`, `UnpublishSite`, ...: a published item leaves the public lists until it is published again. */
export class UnpublishItem extends ItemChangeCommand {}
