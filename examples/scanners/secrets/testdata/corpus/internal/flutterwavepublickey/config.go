package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"flutterwave_public_key": "FLWPUBK-8b6d7e8db3a489593e6c3b22c499abbb-X",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
