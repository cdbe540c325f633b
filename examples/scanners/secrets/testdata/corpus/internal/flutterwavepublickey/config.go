package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"flutterwave_public_key": "FLWPUBK-43d5a4f820b376c6cc1a016285a903e9-X",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
