import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

/** Custom search attributes (registered by temporal-dev.yaml) so the UI filters runs by account, kind and status. */
export const AccountIdAttribute = defineSearchAttributeKey('AccountId', SearchAttributeType.KEYWORD);
export const ResourceKindAttribute = defineSearchAttributeKey('ResourceKind', SearchAttributeType.KEYWORD);
export const ResourceStatusAttribute = defineSearchAttributeKey('ResourceStatus', SearchAttributeType.KEYWORD);

export const SEARCH_ATTRIBUTE_KEYS = [AccountIdAttribute, ResourceKindAttribute, ResourceStatusAttribute];
