package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"flutterwave_public_key": "FLWPUBK-8398bc08b4a8be05de0a70cb570a2bf1-X",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
