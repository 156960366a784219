import { ItemChangeCommand } from '../item-change.command.js';

/** `PublishComponent`, `PublishSite`, ...: a draft or unpublished item goes public once it has what its kind needs. */
export class PublishItem extends ItemChangeCommand {}
