package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"flutterwave_secret_key": "FLWSECK_TEST-212bbbb158cda440ba4b7f9d1718e743-X",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
