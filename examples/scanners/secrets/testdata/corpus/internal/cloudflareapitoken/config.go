package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"cloudflare_api_token": "gkxHxTqiBNEbbx5MFwXLNfhXAsQXpxjI2ph3duyp",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
