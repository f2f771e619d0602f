/**
 * The `operationId` of every operation: the name a generated SDK gives its method, read the way
 * OpenAI's and Stripe's SDKs read (`createAugmentation`, `listTwinFiles`, `downloadTwinArchive`).
 * A rule over method and path names nearly all of them, so a new route is named without an
 * edit here; OPERATION_ID_OVERRIDES names the few the rule would name badly. Names are part of
 * the SDKs' interface: docs/sdk.md lists them, and changing one is a breaking change.
 *
 *   POST   /v1/{things}                       createThing
 *   GET    /v1/{things}                       listThings
 *   POST   /v1/{things}/{verb}                verbThing           (estimateAugmentation, inspectDataset)
 *   GET    /v1/{things}/{word}                retrieveThingWord   (retrieveTwinCatalog)
 *   GET    /v1/{things}/{id}                  retrieveThing
 *   POST   /v1/{things}/{id}                  updateThing
 *   DELETE /v1/{things}/{id}                  deleteThing
 *   POST   /v1/{things}/{id}/{verb}           verbThing           (cancelTwin, rotateWebhookEndpointSecret)
 *   GET    /v1/{things}/{id}/{parts}          listThingParts      (listTwinFiles; a binary answer: downloadThingPart)
 *   GET    /v1/{things}/{id}/{part}           retrieveThingPart   (retrieveRlRunReport; binary: downloadTwinArchive)
 *   GET    /v1/{things}/{id}/{parts}/{key}…   retrieveThingPart   (binary: downloadRlRunFile, downloadTrainingRunCheckpoint)
 *   POST   /v1/{things}/{id}/{parts}/{key}/{verb}  verbThingPart  (retryWebhookEndpointDelivery)
 */

/** Where the rule's name would mislead: singletons that are not collections, and plural nouns the rule reads as lists. */
export const OPERATION_ID_OVERRIDES: Readonly<Record<string, string>> = {
  'GET /v1/keys/me': 'retrieveCurrentKey',
  'GET /v1/credits': 'retrieveCredits',
  'PUT /v1/integrations/wandb/credentials': 'updateWandbCredentials',
  'PUT /v1/integrations/mlflow/credentials': 'updateMlflowCredentials',
  'DELETE /v1/integrations/wandb/credentials': 'deleteWandbCredentials',
  'DELETE /v1/integrations/mlflow/credentials': 'deleteMlflowCredentials',
};

const camel = (words: string[]): string => words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
const wordsOf = (segment: string): string[] => segment.split(/[^A-Za-z0-9]+/).filter(Boolean).map((word) => word.toLowerCase());

/** `training_runs` → `training_run`, `policies` → `policy`; the last word only. */
export function singular(segment: string): string {
  if (/ies$/.test(segment)) return segment.replace(/ies$/, 'y');
  if (/(ss|us)$/.test(segment)) return segment;
  return segment.replace(/s$/, '');
}

const isParameter = (segment: string): boolean => segment.startsWith('{');
const isPlural = (segment: string): boolean => singular(segment) !== segment;

/**
 * The operationId for `method path`. `binary` says whether the operation's success answers
 * bytes rather than JSON: such a GET is a `download…`.
 */
export function operationIdFor(method: string, path: string, binary = false): string {
  const verb = method.toLowerCase();
  const override = OPERATION_ID_OVERRIDES[`${verb.toUpperCase()} ${path}`];
  if (override) return override;
  const segments = path.split('/').filter((segment) => segment && segment !== 'v1');
  const [collection = '', ...rest] = segments;
  const thing = wordsOf(singular(collection));
  const things = wordsOf(collection);
  const read = binary ? 'download' : 'retrieve';

  if (rest.length === 0) {
    if (verb === 'post') return camel(['create', ...thing]);
    if (verb === 'get') return camel([isPlural(collection) ? 'list' : 'retrieve', ...things]);
    return camel([verb, ...things]);
  }
  if (!isParameter(rest[0]!)) {
    // An action or a view on the collection itself: POST /v1/augmentations/estimate, GET /v1/twins/catalog.
    const word = wordsOf(rest[0]!);
    return verb === 'post' ? camel([...word, ...thing, ...rest.slice(1).flatMap(wordsOf)]) : camel([read, ...thing, ...word]);
  }
  // On one resource: /v1/{things}/{id}/…
  const tail = rest.slice(1);
  if (tail.length === 0) {
    const action = { get: read, post: 'update', delete: 'delete', put: 'replace', patch: 'update' }[verb] ?? verb;
    return camel([action, ...thing]);
  }
  const named = tail.filter((segment) => !isParameter(segment));
  const keyed = tail.some(isParameter);
  const [part = '', ...after] = named;
  if (verb === 'post' && !keyed && after.length === 0 && tail.length === 1) {
    // POST /v1/twins/{id}/cancel, POST /v1/webhook_endpoints/{id}/rotate_secret → rotateWebhookEndpointSecret
    const [first = '', ...more] = wordsOf(part);
    return camel([first, ...thing, ...more]);
  }
  if (verb === 'post') {
    // POST /v1/webhook_endpoints/{id}/deliveries/{delivery_id}/retry → retryWebhookEndpointDelivery
    const action = after.at(-1) ?? 'update';
    return camel([...wordsOf(action), ...thing, ...wordsOf(singular(part))]);
  }
  if (verb === 'get' && !keyed && isPlural(part) && !binary) return camel(['list', ...thing, ...wordsOf(part)]);
  return camel([verb === 'get' ? read : verb, ...thing, ...wordsOf(keyed ? singular(part) : binary ? singular(part) : part)]);
}
