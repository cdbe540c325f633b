package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"flutterwave_secret_key": "FLWSECK_TEST-bbf0480fe4cc1cbe3115f121bc07510a-X",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
