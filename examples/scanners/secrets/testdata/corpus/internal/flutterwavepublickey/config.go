package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"flutterwave_public_key": "FLWPUBK-887fa2961d4e4bcaa79ba282371549ca-X",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
