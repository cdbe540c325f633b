package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"flutterwave_public_key": "FLWPUBK_TEST-a9f622f32e764d96a6831ba9d864892c-X",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
