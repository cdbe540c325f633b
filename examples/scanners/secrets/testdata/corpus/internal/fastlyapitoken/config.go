package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"fastly_api_token": "smyV7UssrLDA2PUg5Jh1SIIThFrDrSQR",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
