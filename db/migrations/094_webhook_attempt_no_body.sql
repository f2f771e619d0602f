-- A delivery attempt keeps the receiver's status only, never its body: a webhook target on an
-- internal address must not be readable back through the delivery log (issue 23, F4).
alter table webhook_delivery_attempts drop column response_body;
