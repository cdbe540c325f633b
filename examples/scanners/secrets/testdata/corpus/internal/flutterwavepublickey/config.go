package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"flutterwave_public_key": "FLWPUBK-a5dcfc739da047ac5ba008e9b273ccb1-X",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
