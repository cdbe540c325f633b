package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"flyio_macaroon_token": "fm1r_TSEPRef0W9pnfK8jCLicZt9VefnHRL2iqkEQp6CfJyatAYRpLXWRi/o7PjW3cSfZTVTpdp6y6wzbqAg6uxAauOHHk00TA11u7OQs===",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
